import { createHash } from 'node:crypto';
import { API_MESSAGES, IDEMPOTENCY_TTL_MS } from '@kurz/shared';
import type {
  FastifyRequest,
  onErrorAsyncHookHandler,
  onSendAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import { Conflict, Invalid, InvalidForNow, RateLimited } from '../errors.js';

/**
 * A claim not renewed for this long belongs to a request that died with its process
 * (kill -9, a lost machine): a retry takes it over. One being answered renews it.
 */
export const IDEMPOTENCY_LEASE_MS = 10_000;
const RENEW_EVERY_MS = IDEMPOTENCY_LEASE_MS / 5;

/** The renewal timers of the claims this process is answering. */
const leases = new WeakMap<FastifyRequest, NodeJS.Timeout>();
/** Requests refused for a reason that may pass (a limit, an unreachable destination). */
const refusedForNow = new WeakSet<FastifyRequest>();

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed; its answer is stored on send. */
    idempotencyKey: string | null;
  }
}

/**
 * `Idempotency-Key` on a POST: the first answer is kept for 24 hours and given again to a
 * retry of the same request (same key, same body), so a client that lost an answer can
 * resend without creating twice. The same key with another body is a 409; while the first
 * is still being answered, a 409 too. Answers that are not the request's fault (server
 * errors, 429, a refusal for now) are not kept: the key is freed, so a retry is answered.
 * While in progress, a claim's `created_at` is its last renewal: a claim left behind by a
 * request that died is taken over once IDEMPOTENCY_LEASE_MS has passed.
 */
export const replayIdempotent: preValidationAsyncHookHandler = async (request, reply) => {
  const header = request.headers['idempotency-key'];
  if (header === undefined || request.method !== 'POST' || !request.apiKey) return;
  if (typeof header !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(header)) {
    throw new Invalid(API_MESSAGES.badIdempotencyKey);
  }
  const { db, clock } = request.ctx;
  const now = clock.now();
  const keyId = request.apiKey.keyId;
  const requestHash = createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
  await db
    .deleteFrom('api_idempotency')
    .where('key_id', '=', keyId)
    .where('created_at', '<', now - IDEMPOTENCY_TTL_MS)
    .execute();
  const claimed = await db
    .insertInto('api_idempotency')
    .values({
      key_id: keyId,
      idempotency_key: header,
      request_hash: requestHash,
      status: 0,
      created_at: now,
    })
    .onConflict((conflict) => conflict.columns(['key_id', 'idempotency_key']).doNothing())
    .executeTakeFirst();
  if ((claimed.numInsertedOrUpdatedRows ?? 0n) > 0n) return holdClaim(request, header);
  const first = await db
    .selectFrom('api_idempotency')
    .selectAll()
    .where('key_id', '=', keyId)
    .where('idempotency_key', '=', header)
    .executeTakeFirstOrThrow();
  if (first.request_hash !== requestHash) throw new Conflict(API_MESSAGES.idempotencyMismatch);
  if (first.status === 0) {
    if (first.created_at > now - IDEMPOTENCY_LEASE_MS)
      throw new Conflict(API_MESSAGES.idempotencyInProgress);
    // Its request died unanswered: the retry takes it over (one retry, if several race).
    const taken = await db
      .updateTable('api_idempotency')
      .set({ created_at: now })
      .where('key_id', '=', keyId)
      .where('idempotency_key', '=', header)
      .where('status', '=', 0)
      .where('created_at', '=', first.created_at)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw new Conflict(API_MESSAGES.idempotencyInProgress);
    return holdClaim(request, header);
  }
  return reply
    .code(first.status)
    .header('idempotent-replayed', 'true')
    .type(first.content_type ?? 'application/json; charset=utf-8')
    .send(first.body ?? '');
};

/** Marks the claim of `key` as this request's, renewed until its answer is stored. */
function holdClaim(request: FastifyRequest, key: string): void {
  request.idempotencyKey = key;
  const keyId = request.apiKey?.keyId ?? '';
  const { db, clock, log } = request.ctx;
  const renew = () =>
    db
      .updateTable('api_idempotency')
      .set({ created_at: clock.now() })
      .where('key_id', '=', keyId)
      .where('idempotency_key', '=', key)
      .where('status', '=', 0)
      .execute()
      .catch((error: unknown) => log.warn({ err: error }, 'renewing an idempotency claim failed'));
  const timer = setInterval(() => void renew(), RENEW_EVERY_MS);
  timer.unref();
  leases.set(request, timer);
}

/** Notes a refusal that a retry may not meet, so that its answer is not kept. */
export const noteTransientRefusal: onErrorAsyncHookHandler = async (request, _reply, error) => {
  if (error instanceof RateLimited || error instanceof InvalidForNow) refusedForNow.add(request);
};

/** Keeps the first answer of a claimed key (or frees the key after an answer not to keep). */
export const storeIdempotent: onSendAsyncHookHandler = async (request, reply, payload) => {
  const key = request.idempotencyKey;
  clearInterval(leases.get(request));
  if (!key || !request.apiKey) return payload;
  const where = { key_id: request.apiKey.keyId, idempotency_key: key };
  const query = request.ctx.db;
  const isNotToKeep =
    reply.statusCode >= 500 || reply.statusCode === 429 || refusedForNow.has(request);
  if (isNotToKeep || typeof payload !== 'string') {
    await query
      .deleteFrom('api_idempotency')
      .where('key_id', '=', where.key_id)
      .where('idempotency_key', '=', where.idempotency_key)
      .execute();
    return payload;
  }
  await query
    .updateTable('api_idempotency')
    .set({
      status: reply.statusCode,
      content_type: String(reply.getHeader('content-type') ?? ''),
      body: payload,
    })
    .where('key_id', '=', where.key_id)
    .where('idempotency_key', '=', where.idempotency_key)
    .execute();
  return payload;
};
