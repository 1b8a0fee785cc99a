import { MESSAGES } from '@kurz/shared';
import { getGlobalBroadcastChannel } from 'better-auth/client';
import { inferAdditionalFields } from 'better-auth/client/plugins';
import { type BetterFetchResponse, createAuthClient } from 'better-auth/react';
import { ApiError } from '../../lib/api-error';
import { sessionSignals } from '../../lib/session-signals';
import { authStatusMessage } from './auth-error-message';

/**
 * better-auth's own client for /api/auth on this origin. The session lives in its HttpOnly
 * cookie only (the server reads no Bearer token and strips the token from get-session).
 */
export function createKurzAuthClient() {
  return createAuthClient({
    baseURL: window.location.origin,
    basePath: '/api/auth',
    plugins: [inferAdditionalFields({ user: { full_name: { type: 'string', required: false } } })],
    // Looked up per call, so a test can stub fetch after the client exists.
    fetchOptions: { customFetchImpl: (input, init) => globalThis.fetch(input, init) },
  });
}

export type KurzAuthClient = ReturnType<typeof createKurzAuthClient>;

/** The app's client: the AuthProvider's session and every other auth call. */
export const authClient = createKurzAuthClient();

const textOf = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * A client call's data, or the ApiError our own API client would throw: better-auth's
 * `message` (or our routes' `error`) as sent, else a message for the status.
 */
export async function settle<T>(call: Promise<BetterFetchResponse<T>>): Promise<T> {
  const reply = await call.catch(() => {
    throw new ApiError(MESSAGES.network, 0);
  });
  if (reply.error === null) return reply.data;
  const { status, message, error, code }: Record<string, unknown> & { status: number } =
    reply.error;
  if (status === 401) sessionSignals.reportUnauthorized();
  const text = textOf(message) ?? textOf(error) ?? authStatusMessage(status);
  throw new ApiError(text, status, typeof code === 'string' ? code : undefined);
}

/** better-auth's client tells other tabs of a sign-out, not of a sign-in: this does, the same way. */
export function announceSignIn(): void {
  getGlobalBroadcastChannel().post({
    event: 'session',
    data: { trigger: 'getSession' },
    clientId: Math.random().toString(36).slice(2),
  });
}
