import type { Kysely, Transaction, Updateable } from 'kysely';
import type {
  Database,
  NewWebhookDelivery,
  WebhookDeliveriesTable,
  WebhookDelivery,
} from '../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * `next_attempt_at` of the pending deliveries of a disabled endpoint: never due, so the
 * due scan does not meet them; enabling the endpoint makes them due again.
 */
export const PARKED_AT = 8_640_000_000_000_000;

export async function insertDeliveries(
  db: Executor,
  deliveries: NewWebhookDelivery[],
): Promise<void> {
  if (deliveries.length === 0) return;
  await db.insertInto('webhook_deliveries').values(deliveries).execute();
}

export type DueDelivery = WebhookDelivery & { url: string; secret: string };

/** Pending deliveries due by `now`, oldest due first, with where and how to send them. */
export async function dueDeliveries(db: Executor, now: number, limit: number) {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .selectAll('d')
    .select(['e.url', 'e.secret'])
    .where('d.status', '=', 'pending')
    .where('d.next_attempt_at', '<=', now)
    .orderBy('d.next_attempt_at')
    .limit(limit)
    .execute() satisfies Promise<DueDelivery[]>;
}

/** Takes a due delivery for this process until `until`, unless another took it since it was read. */
export async function claimDelivery(
  db: Executor,
  id: string,
  seenAt: number,
  until: number,
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({ next_attempt_at: until })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '=', seenAt)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function updateDelivery(
  db: Executor,
  id: string,
  changes: Updateable<WebhookDeliveriesTable>,
): Promise<void> {
  await db.updateTable('webhook_deliveries').set(changes).where('id', '=', id).execute();
}

/** Whether any delivery to the endpoint succeeded at or after `since`. */
export async function hasDeliveredSince(
  db: Executor,
  endpointId: string,
  since: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('endpoint_id', '=', endpointId)
    .where('status', '=', 'delivered')
    .where('delivered_at', '>=', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Parks (disable) or resumes (enable, due `at` with a fresh retry window) pending deliveries. */
export async function setPendingDueAt(db: Executor, endpointId: string, at: number): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({ next_attempt_at: at, first_attempt_at: null })
    .where('endpoint_id', '=', endpointId)
    .where('status', '=', 'pending')
    .execute();
}

/** One page of an endpoint's log, newest first, after the `before` position when given. */
export async function listDeliveries(
  db: Executor,
  endpointId: string,
  before: { createdAt: number; id: string } | null,
  limit: number,
): Promise<WebhookDelivery[]> {
  let query = db.selectFrom('webhook_deliveries').selectAll().where('endpoint_id', '=', endpointId);
  if (before) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', before.createdAt),
        eb.and([eb('created_at', '=', before.createdAt), eb('id', '<', before.id)]),
      ]),
    );
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export async function findDelivery(
  db: Executor,
  endpointId: string,
  id: string,
): Promise<WebhookDelivery | undefined> {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('endpoint_id', '=', endpointId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The newest delivery of an endpoint, for its line in the list. */
export async function latestDelivery(
  db: Executor,
  endpointId: string,
): Promise<WebhookDelivery | undefined> {
  const [row] = await listDeliveries(db, endpointId, null, 1);
  return row;
}

/** Deletes delivered and failed deliveries created before `before`; returns how many. */
export async function pruneDeliveries(db: Executor, before: number): Promise<number> {
  const result = await db
    .deleteFrom('webhook_deliveries')
    .where('status', 'in', ['delivered', 'failed'])
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
