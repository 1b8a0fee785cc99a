import { TEAM_MESSAGES } from '@kurz/shared';

/**
 * What a team member's role may not do to the team's links, in spec 001 §8's words (the
 * 403s of the link verbs). A personal workspace's owner may do everything, so never sees one.
 */
export const URL_REFUSALS = {
  create: TEAM_MESSAGES.noUrlPermission,
  read: TEAM_MESSAGES.noUrlAccess,
  update: "You don't have permission to edit this team URL",
  delete: "You don't have permission to delete this team URL",
} as const;
