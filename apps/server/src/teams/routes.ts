import type { RouteKit } from '../route-kit.js';
import { registerInvitationRoutes } from './invitation-routes.js';
import { registerMemberRoutes } from './member-routes.js';
import { registerOrganizationRoutes } from './organization-routes.js';
import { registerTeamLinkRoutes } from './team-link-routes.js';

/** Spec 001 §7's team calls: organizations, members, invitations, team links. */
export async function registerTeamRoutes(kit: RouteKit): Promise<void> {
  await registerOrganizationRoutes(kit);
  registerMemberRoutes(kit);
  registerInvitationRoutes(kit);
  registerTeamLinkRoutes(kit);
}
