import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** The last click id handed to `link.clicked` deliveries, and when it last moved (ms). */
export async function readClickWatermark(db: Executor): Promise<{ id: number; movedAt: number }> {
  const row = await db
    .selectFrom('webhook_click_state')
    .select(['last_click_id', 'updated_at'])
    .where('id', '=', 'clicks')
    .executeTakeFirst();
  return { id: Number(row?.last_click_id ?? 0), movedAt: Number(row?.updated_at ?? 0) };
}

/**
 * Moves the watermark from `from` to `to`; false when another process moved it first (a
 * compare-and-set, safe on both engines: the update takes the row's write lock).
 */
export async function moveClickWatermark(
  db: Executor,
  from: number,
  to: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_click_state')
    .set({ last_click_id: to, updated_at: now })
    .where('id', '=', 'clicks')
    .where('last_click_id', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Clicks in (after, upTo] on links that still exist, oldest first, with the link's
 * workspace and short key. Never the visitor hash: receivers get no visitor identity.
 */
export async function clicksForWebhooks(db: Executor, after: number, upTo: number, limit: number) {
  return db
    .selectFrom('clicks as c')
    .innerJoin('links as l', 'l.id', 'c.link_id')
    .select([
      'c.id',
      'c.link_id',
      'c.clicked_at',
      'c.country',
      'c.device',
      'c.browser',
      'c.os',
      'c.referrer_host',
      'c.is_qr',
      'c.is_bot',
      'l.domain',
      'l.code',
      'l.user_id',
      'l.org_id',
    ])
    .where('c.id', '>', after)
    .where('c.id', '<=', upTo)
    .orderBy('c.id')
    .limit(limit)
    .execute();
}
