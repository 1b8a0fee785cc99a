import type { FastifyInstance } from 'fastify';
import type { Auth } from '../accounts/auth.js';
import { byUser, requireUser } from '../accounts/require-user.js';
import { type RateLimitStore, rateLimit } from '../http/rate-limit.js';
import { registerInvitationRoutes } from './invitation-routes.js';
import { registerMemberRoutes } from './member-routes.js';
import { registerOrganizationRoutes } from './organization-routes.js';
import { registerTeamLinkRoutes } from './team-link-routes.js';

/** Team writes, per account: a person's pace. */
const TEAM_WRITE_RULE = { name: 'team-write-user', limit: 60, windowSeconds: 60 };

/** What every team route registrar shares: the typed app, the guards and the limits. */
export interface TeamRouteKit {
  app: FastifyInstance;
  signedIn: ReturnType<typeof requireUser>;
  write: ReturnType<typeof requireUser>[];
  rateLimits: RateLimitStore;
}

/** Spec 001 §7's team calls: organizations, members, invitations, team links. */
export async function registerTeamRoutes(
  app: FastifyInstance,
  auth: Auth,
  rateLimits: RateLimitStore,
): Promise<void> {
  const signedIn = requireUser(auth);
  const kit: TeamRouteKit = {
    app,
    signedIn,
    write: [signedIn, rateLimit(rateLimits, TEAM_WRITE_RULE, byUser)],
    rateLimits,
  };
  await registerOrganizationRoutes(kit);
  registerMemberRoutes(kit);
  registerInvitationRoutes(kit);
  registerTeamLinkRoutes(kit);
}
