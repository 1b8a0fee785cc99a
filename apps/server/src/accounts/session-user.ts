import type { FastifyRequest } from 'fastify';
import type { Auth } from './auth.js';

/** The signed-in user as routes see them; `require-user.ts` guards set it, `userOf` reads it. */
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

/**
 * Reads the session through better-auth from its HttpOnly cookie; null when signed out or
 * expired. A session is never a Bearer credential: script could then carry it off, and
 * Bearer belongs to API keys.
 */
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
