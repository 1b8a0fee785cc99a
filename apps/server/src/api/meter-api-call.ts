import { API_MESSAGES, startOfUtcMonth } from '@kurz/shared';
import type { preValidationAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { RateLimited } from '../errors.js';
import { inWorkspace, ownerOfRow, type WorkspaceOwner } from '../workspace/workspace.js';
import { apiCallLimits } from '../workspace/workspace-limits.js';

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Counts an API call against the key's per-minute limit (in Redis when there is one, else
 * in the database) and its workspace's monthly quota (in the database, which the usage
 * chart reads), each exact whichever process answered, and tells
 * the caller both through the IETF `RateLimit-Policy` / `RateLimit` headers on every
 * answer. Past either limit: 429 with Retry-After, counted as refused.
 */
export function meterApiCall(redis: Redis | null): preValidationAsyncHookHandler {
  return async (request, reply) => {
    const { apiKey, user } = request;
    if (!apiKey || !user) return;
    const { db, clock } = request.ctx;
    const now = clock.now();
    const { perMinute, perMonth: monthly } = apiCallLimits(apiKey.plan);
    const windowStart = now - (now % MINUTE_MS);
    const calls =
      (await countInRedis(redis, apiKey.keyId, windowStart)) ??
      (await countInDatabase(db, apiKey.keyId, windowStart));
    const minute = {
      remaining: Math.max(0, perMinute - calls),
      resetSeconds: Math.max(1, Math.ceil((windowStart + MINUTE_MS - now) / 1000)),
      refused: calls > perMinute,
    };
    const monthStart = startOfUtcMonth(now);
    const nextMonth = startOfUtcMonth(monthStart + 32 * 86_400_000);
    const monthReset = Math.ceil((nextMonth - now) / 1000);
    const owner = ownerOfRow({ user_id: user.id, org_id: apiKey.orgId });
    const used = monthly === null ? 0 : await callsSince(db, owner, utcDay(monthStart));
    const monthLeft = monthly === null ? null : Math.max(0, monthly - used - 1);

    const policies = [`"minute";q=${perMinute};w=60`];
    if (monthly !== null)
      policies.push(`"month";q=${monthly};w=${Math.ceil((nextMonth - monthStart) / 1000)}`);
    reply.header('ratelimit-policy', policies.join(', '));
    const tightest =
      monthLeft !== null && monthLeft < minute.remaining
        ? `"month";r=${monthLeft};t=${monthReset}`
        : `"minute";r=${minute.remaining};t=${minute.resetSeconds}`;
    reply.header('ratelimit', tightest);

    if (monthly !== null && used >= monthly) {
      await count(db, apiKey.keyId, user.id, utcDay(now), 'refused');
      throw new RateLimited(monthReset, API_MESSAGES.monthly(monthly));
    }
    if (minute.refused) {
      await count(db, apiKey.keyId, user.id, utcDay(now), 'refused');
      throw new RateLimited(minute.resetSeconds, API_MESSAGES.perMinute(perMinute));
    }
    await count(db, apiKey.keyId, user.id, utcDay(now), 'calls');
  };
}

const MINUTE_MS = 60_000;

/**
 * Counts the call in the key's minute window in Redis: null without Redis or while it is
 * away (the database counts then). Windows expire on their own.
 */
async function countInRedis(
  redis: Redis | null,
  keyId: string,
  windowStart: number,
): Promise<number | null> {
  if (redis?.status !== 'ready') return null;
  const key = `kurz:api-minute:${keyId}:${windowStart}`;
  try {
    const replies = await redis
      .multi()
      .incr(key)
      .pexpire(key, 2 * MINUTE_MS)
      .exec();
    const calls = replies?.[0]?.[1];
    return typeof calls === 'number' ? calls : null;
  } catch {
    return null;
  }
}

/** Counts the call in the key's minute window in the database; windows older than ten minutes go when a new one starts. */
async function countInDatabase(
  db: Kysely<Database>,
  keyId: string,
  windowStart: number,
): Promise<number> {
  const row = await db
    .insertInto('api_rate_windows')
    .values({ key_id: keyId, window_start: windowStart, calls: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['key_id', 'window_start'])
        .doUpdateSet((eb) => ({ calls: eb('api_rate_windows.calls', '+', 1) })),
    )
    .returning('calls')
    .executeTakeFirstOrThrow();
  const calls = Number(row.calls);
  if (calls === 1) {
    await db
      .deleteFrom('api_rate_windows')
      .where('key_id', '=', keyId)
      .where('window_start', '<', windowStart - 10 * MINUTE_MS)
      .execute();
  }
  return calls;
}

/** The calls of the workspace's keys: a team's keys count against the team's plan. */
async function callsSince(
  db: Kysely<Database>,
  owner: WorkspaceOwner,
  fromDay: string,
): Promise<number> {
  const row = await db
    .selectFrom('api_usage')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('calls'), eb.lit(0)).as('n'))
    .where('day', '>=', fromDay)
    .where('key_id', 'in', db.selectFrom('api_keys').select('id').where(inWorkspace(owner)))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function count(
  db: Kysely<Database>,
  keyId: string,
  userId: string,
  day: string,
  column: 'calls' | 'refused',
): Promise<void> {
  await db
    .insertInto('api_usage')
    .values({ key_id: keyId, user_id: userId, day, [column]: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['key_id', 'day'])
        .doUpdateSet((eb) => ({ [column]: eb(`api_usage.${column}`, '+', 1) })),
    )
    .execute();
}
