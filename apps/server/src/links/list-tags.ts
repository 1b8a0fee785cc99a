import type { TagsReply } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { membershipOf, requireTeamPermission } from '../teams/team-access.js';
import { listTagsInScope } from './link-tag-repository.js';

/**
 * The tags of the caller's personal links, or of a team's for any member who may read its
 * links; a team the caller is not in answers 404 like a missing one.
 */
export async function listTags({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; orgId?: string | undefined };
}): Promise<TagsReply> {
  if (!input.orgId) return { tags: await listTagsInScope(ctx.db, { userId: input.userId }) };
  const membership = await membershipOf(ctx, input.orgId, input.userId);
  requireTeamPermission(membership, 'urls', 'read', {
    message: "You don't have access to this team's URLs",
  });
  return { tags: await listTagsInScope(ctx.db, { orgId: input.orgId }) };
}
