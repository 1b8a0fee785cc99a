import { createHash } from 'node:crypto';
import { API_MESSAGES, IDEMPOTENCY_TTL_MS } from '@kurz/shared';
import type { onSendAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import { Conflict, Invalid } from '../errors.js';

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
 * is still being answered, a 409 too. Server errors are not kept: they may be retried.
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
  if ((claimed.numInsertedOrUpdatedRows ?? 0n) > 0n) {
    request.idempotencyKey = header;
    return;
  }
  const first = await db
    .selectFrom('api_idempotency')
    .selectAll()
    .where('key_id', '=', keyId)
    .where('idempotency_key', '=', header)
    .executeTakeFirstOrThrow();
  if (first.request_hash !== requestHash) throw new Conflict(API_MESSAGES.idempotencyMismatch);
  if (first.status === 0) throw new Conflict(API_MESSAGES.idempotencyInProgress);
  return reply
    .code(first.status)
    .header('idempotent-replayed', 'true')
    .type(first.content_type ?? 'application/json; charset=utf-8')
    .send(first.body ?? '');
};

/** Keeps the first answer of a claimed key (or frees the key after a server error). */
export const storeIdempotent: onSendAsyncHookHandler = async (request, reply, payload) => {
  const key = request.idempotencyKey;
  if (!key || !request.apiKey) return payload;
  const where = { key_id: request.apiKey.keyId, idempotency_key: key };
  const query = request.ctx.db;
  if (reply.statusCode >= 500 || typeof payload !== 'string') {
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
