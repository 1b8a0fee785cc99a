import { isProOrHigher } from '@kurz/shared';
import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database, WebhookEndpoint, WebhookEndpointsTable } from '../db/schema.js';
import { inWorkspace, type WorkspaceOwner } from '../workspace/workspace.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** The workspace's endpoints (a person's, or a team's: whoever created them). */
export async function listEndpoints(
  db: Executor,
  owner: WorkspaceOwner,
): Promise<WebhookEndpoint[]> {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where(inWorkspace(owner))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function countEndpoints(db: Executor, owner: WorkspaceOwner): Promise<number> {
  const row = await db
    .selectFrom('webhook_endpoints')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(inWorkspace(owner))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Whether an endpoint may receive events now: a team's always (teams are enterprise), a
 * personal one while its creator is on pro or higher (a lapsed plan keeps it, silent).
 */
export const isServed = (endpoint: { org_id: string | null; creator_plan: string | null }) =>
  endpoint.org_id !== null || isProOrHigher(endpoint.creator_plan);

/** The enabled endpoints of a workspace, with the events each subscribes to. */
export async function enabledEndpoints(db: Executor, owner: WorkspaceOwner) {
  return (
    db
      .selectFrom('webhook_endpoints')
      // Before the join, so the filter reads the endpoints' own user_id and org_id.
      .where(inWorkspace(owner))
      .leftJoin('users', 'users.id', 'webhook_endpoints.user_id')
      .select([
        'webhook_endpoints.id',
        'webhook_endpoints.events',
        'webhook_endpoints.org_id',
        'users.subscription_plan as creator_plan',
      ])
      .where('webhook_endpoints.disabled_at', 'is', null)
      .execute()
  );
}

/** Enabled endpoints anywhere that subscribe to `event` (a JSON text match on `events`). */
export async function subscribersOf(db: Executor, event: string) {
  return db
    .selectFrom('webhook_endpoints')
    .leftJoin('users', 'users.id', 'webhook_endpoints.user_id')
    .select([
      'webhook_endpoints.id',
      'webhook_endpoints.user_id',
      'webhook_endpoints.org_id',
      'users.subscription_plan as creator_plan',
    ])
    .where('webhook_endpoints.disabled_at', 'is', null)
    .where('webhook_endpoints.events', 'like', `%"${event}"%`)
    .execute();
}

export async function findEndpoint(db: Executor, id: string): Promise<WebhookEndpoint | undefined> {
  return db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The workspace's endpoint `id`; another's looks exactly like none. */
export async function findEndpointIn(
  db: Executor,
  owner: WorkspaceOwner,
  id: string,
): Promise<WebhookEndpoint | undefined> {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('id', '=', id)
    .where(inWorkspace(owner))
    .executeTakeFirst();
}

export async function insertEndpoint(
  db: Executor,
  endpoint: Insertable<WebhookEndpointsTable>,
): Promise<void> {
  await db.insertInto('webhook_endpoints').values(endpoint).execute();
}

export async function updateEndpoint(
  db: Executor,
  id: string,
  changes: Updateable<WebhookEndpointsTable>,
): Promise<void> {
  await db.updateTable('webhook_endpoints').set(changes).where('id', '=', id).execute();
}

/**
 * Disables an enabled endpoint; false when it was disabled already, so of several
 * processes giving up on it at once only one mails its owner.
 */
export async function disableEndpoint(
  db: Executor,
  id: string,
  reason: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_endpoints')
    .set({ disabled_at: now, disabled_reason: reason, updated_at: now })
    .where('id', '=', id)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteEndpoint(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('webhook_endpoints').where('id', '=', id).execute();
}
