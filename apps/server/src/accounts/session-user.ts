import { createHmac } from 'node:crypto';
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
 * Reads the session through better-auth, from `Authorization: Bearer <session token>`
 * (spec: bearer calls use the signed-in session's access token) or else the session
 * cookie; null when signed out or expired.
 */
export async function readSessionUser(
  auth: Auth,
  request: FastifyRequest,
): Promise<SessionUser | null> {
  const headers = new Headers();
  const bearer = bearerToken(request.headers.authorization);
  if (bearer) headers.set('cookie', await sessionCookieFor(auth, bearer));
  else if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const { id, email, is_admin } = session.user as { id: string; email: string; is_admin?: unknown };
  return { id, email, isAdmin: is_admin === true || is_admin === 1 };
}

function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^bearer\s+([\w.%+/=-]{16,512})\s*$/i);
  return match?.[1];
}

/**
 * The session cookie better-auth would have set for a token: a raw token is signed the
 * way better-auth signs its cookie (HMAC-SHA256, base64); a signed one passes as is and
 * better-auth verifies it.
 */
async function sessionCookieFor(auth: Auth, token: string): Promise<string> {
  const { authCookies, secret } = await auth.$context;
  const decoded = safeDecode(token);
  const signed = decoded.includes('.')
    ? decoded
    : `${decoded}.${createHmac('sha256', secret).update(decoded).digest('base64')}`;
  return `${authCookies.sessionToken.name}=${encodeURIComponent(signed)}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
