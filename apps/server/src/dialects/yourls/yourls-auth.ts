import type { ApiScope } from '@kurz/shared';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { requireApiKey } from '../../api/require-api-key.js';
import { Unauthenticated } from '../../errors.js';
import { YOURLS_MESSAGES } from './yourls-errors.js';
import { rawParam } from './yourls-params.js';

/** The scope each action needs; an unknown action is still a keyed call (it answers 400). */
const SCOPE_BY_ACTION: Record<string, ApiScope> = { shorturl: 'links:write' };

/**
 * YOURLS's passwordless `signature` carries the Kurz key itself. Its time-limited form
 * (md5 of timestamp and token) cannot be checked against a key Kurz keeps only hashed,
 * and a username and password are no Kurz credential: each is refused in words.
 */
export function yourlsKeyOf(request: FastifyRequest): string | undefined {
  const signature = rawParam(request, 'signature')?.trim();
  if (signature && rawParam(request, 'timestamp'))
    throw new Unauthenticated(YOURLS_MESSAGES.noTimestamp);
  if (!signature && (rawParam(request, 'username') || rawParam(request, 'password')))
    throw new Unauthenticated(YOURLS_MESSAGES.noPasswords);
  return signature || undefined;
}

/** requireApiKey with the scope the call's action needs, read before the parameters are checked. */
export function requireYourlsKey(): preValidationAsyncHookHandler {
  const guards = new Map<ApiScope, preValidationAsyncHookHandler>();
  return async function (request, reply) {
    const scope = SCOPE_BY_ACTION[rawParam(request, 'action') ?? ''] ?? 'links:read';
    let guard = guards.get(scope);
    if (!guard) {
      guard = requireApiKey(scope, yourlsKeyOf);
      guards.set(scope, guard);
    }
    await guard.call(this, request, reply);
  };
}
