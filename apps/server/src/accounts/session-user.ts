import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Forbidden, Unauthenticated } from '../errors.js';
import type { Auth } from './auth.js';

/** The signed-in user as routes see them. */
export interface SessionUser {
  id: string;
  email: string;
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/** Reads the session cookie through better-auth; null when signed out or expired. */
export async function readSessionUser(
  auth: Auth,
  request: FastifyRequest,
): Promise<SessionUser | null> {
  const headers = new Headers();
  if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const { id, email, is_admin } = session.user as { id: string; email: string; is_admin?: unknown };
  return { id, email, isAdmin: is_admin === true || is_admin === 1 };
}

/** Route guard: 401 unless signed in; sets `request.user`. */
export function requireUser(auth: Auth): preHandlerAsyncHookHandler {
  return async (request) => {
    request.user = await readSessionUser(auth, request);
    if (!request.user) throw new Unauthenticated();
  };
}

/** Route guard: 401 unless signed in, 403 unless an admin. */
export function requireAdmin(auth: Auth): preHandlerAsyncHookHandler {
  return async (request) => {
    request.user = await readSessionUser(auth, request);
    if (!request.user) throw new Unauthenticated();
    if (!request.user.isAdmin)
      throw new Forbidden("You don't have permission to access this admin page.");
  };
}
