import { API_KEY_PREFIX, API_MESSAGES, type ApiScope, isProOrHigher } from '@kurz/shared';
import type { FastifyRequest, preValidationAsyncHookHandler as Guard } from 'fastify';
import { Forbidden, Unauthenticated } from '../errors.js';
import { findMembership, findOrganization } from '../workspace/membership.js';
import { findActiveKey, touchKey } from './api-key-repository.js';
import { scopesOf } from './api-key-view.js';
import { hashApiKey } from './create-api-key.js';

/** `last_used_at` is written at most this often per key: not a write per call. */
const TOUCH_EVERY_MS = 60_000;

export interface ApiCaller {
  keyId: string;
  scopes: ApiScope[];
  /** The workspace's plan (the owner's, or the team's), for the API's limits. */
  plan: string;
  /** The team the key acts in; null for its owner's personal workspace. */
  orgId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    apiKey: ApiCaller | null;
  }
}

/** Where a request carries its key: `/api/v1` reads a Bearer header, other dialects their own. */
export type KeyReader = (request: FastifyRequest) => string | undefined;

/**
 * Route guard for `/api/v1`: a Bearer API key (never a session cookie), still active, of a
 * workspace still on pro or higher, holding `scope`. The key's owner becomes
 * `request.user`, so the verbs see the same actor as in the web app; a team's key works
 * only while the member who made it is still in the team, with that member's role.
 */
export function requireApiKey(scope: ApiScope, readKey: KeyReader = bearerOf): Guard {
  return async (request) => {
    const secret = readKey(request);
    if (!secret?.startsWith(API_KEY_PREFIX)) throw new Unauthenticated(API_MESSAGES.missingKey);
    const key = await findActiveKey(request.ctx.db, hashApiKey(secret));
    if (!key) throw new Unauthenticated(API_MESSAGES.invalidKey);
    const plan = key.org_id === null ? key.plan : await teamPlan(request, key.org_id, key.user_id);
    if (plan === undefined) throw new Unauthenticated(API_MESSAGES.invalidKey);
    if (!isProOrHigher(plan)) throw new Forbidden(API_MESSAGES.proOnly);
    const scopes = scopesOf(key);
    if (!scopes.includes(scope)) throw new Forbidden(API_MESSAGES.missingScope(scope));
    request.user = {
      id: key.user_id,
      email: key.email,
      isAdmin: key.is_admin === true || key.is_admin === 1,
    };
    request.apiKey = {
      keyId: key.id,
      scopes,
      plan,
      orgId: key.org_id,
    };
    const now = request.ctx.clock.now();
    if (key.last_used_at === null || now - Number(key.last_used_at) >= TOUCH_EVERY_MS) {
      await touchKey(request.ctx.db, key.id, now);
    }
  };
}

/** The team's plan while `userId` is still an active member of it. */
async function teamPlan(
  request: FastifyRequest,
  orgId: string,
  userId: string,
): Promise<string | undefined> {
  const { db } = request.ctx;
  const [membership, org] = await Promise.all([
    findMembership(db, orgId, userId),
    findOrganization(db, orgId),
  ]);
  return membership && org ? org.subscription_plan : undefined;
}

export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}
