import type { FastifyRequest, preValidationAsyncHookHandler as Guard } from 'fastify';
import { Forbidden, Unauthenticated } from '../errors.js';
import type { Auth } from './auth.js';
import { readSessionUser, type SessionUser } from './session-user.js';

const ADMIN_ONLY = "You don't have permission to access this admin page.";
const NOT_YOU = 'user_id does not match the signed-in user';

/**
 * Route guard: 401 (with the feature's wording, if given) unless signed in, 403 when the
 * body or query names another user_id. Handlers then read the user with `userOf`. Routes
 * run it as `preValidation`, so no session is a 401 whatever the body holds.
 */
export function requireUser(auth: Auth, signInMessage?: string): Guard {
  return async (request) => {
    request.user = await actingUser(auth, request, signInMessage);
  };
}

/** Route guard: as `requireUser`, and 403 unless an admin. */
export function requireAdmin(auth: Auth): Guard {
  return async (request) => {
    const user = await actingUser(auth, request);
    if (!user.isAdmin) throw new Forbidden(ADMIN_ONLY);
    request.user = user;
  };
}

/** The user a guarded route acts for. On a route without a guard it fails closed: 401. */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new Unauthenticated();
  return request.user;
}

/** A rate-limit key for routes behind requireUser: the signed-in user's id. */
export const byUser = (request: FastifyRequest): string => userOf(request).id;

/** The session decides who acts; a spec body's `user_id` may only agree with it. */
async function actingUser(auth: Auth, request: FastifyRequest, signInMessage?: string) {
  const user = await readSessionUser(auth, request);
  if (!user) throw new Unauthenticated(signInMessage);
  const claimed = claimedUserId(request.body) ?? claimedUserId(request.query);
  if (claimed && claimed !== user.id) throw new Forbidden(NOT_YOU);
  return user;
}

function claimedUserId(source: unknown): string | undefined {
  if (typeof source !== 'object' || source === null || !('user_id' in source)) return undefined;
  return typeof source.user_id === 'string' ? source.user_id : undefined;
}
