import { isProOrHigher } from '@kurz/shared';
import type { ExpressionBuilder, Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database, WebhookEndpoint, WebhookEndpointsTable } from '../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Whose webhooks: a user's personal workspace, or a team's (whoever created them). */
export type Workspace =
  | { orgId: string; userId?: undefined }
  | { userId: string; orgId?: undefined };

const inWorkspace =
  (workspace: Workspace) => (eb: ExpressionBuilder<Database, 'webhook_endpoints'>) =>
    workspace.orgId !== undefined
      ? eb('org_id', '=', workspace.orgId)
      : eb.and([eb('user_id', '=', workspace.userId), eb('org_id', 'is', null)]);

export async function listEndpoints(
  db: Executor,
  workspace: Workspace,
): Promise<WebhookEndpoint[]> {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where(inWorkspace(workspace))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function countEndpoints(db: Executor, workspace: Workspace): Promise<number> {
  const row = await db
    .selectFrom('webhook_endpoints')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(inWorkspace(workspace))
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
export async function enabledEndpoints(db: Executor, workspace: Workspace) {
  return db
    .selectFrom('webhook_endpoints')
    .leftJoin('users', 'users.id', 'webhook_endpoints.user_id')
    .select([
      'webhook_endpoints.id',
      'webhook_endpoints.events',
      'webhook_endpoints.org_id',
      'users.subscription_plan as creator_plan',
    ])
    .where(
      workspace.orgId !== undefined
        ? (eb) => eb('webhook_endpoints.org_id', '=', workspace.orgId)
        : (eb) =>
            eb.and([
              eb('webhook_endpoints.user_id', '=', workspace.userId),
              eb('webhook_endpoints.org_id', 'is', null),
            ]),
    )
    .where('webhook_endpoints.disabled_at', 'is', null)
    .execute();
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
