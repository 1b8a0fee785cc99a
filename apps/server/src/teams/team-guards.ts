import { byUser, requireUser } from '../accounts/require-user.js';
import { rateLimit } from '../http/rate-limit.js';
import type { RouteKit } from '../route-kit.js';

/** Team writes, per account: a person's pace. */
const TEAM_WRITE_RULE = { name: 'team-write-user', limit: 60, windowSeconds: 60 };

/** The guards every team route shares: signed in, and for writes the team write limit too. */
export function teamGuards({ auth, rateLimits }: RouteKit) {
  const signedIn = requireUser(auth);
  return { signedIn, write: [signedIn, rateLimit(rateLimits, TEAM_WRITE_RULE, byUser)] };
}
