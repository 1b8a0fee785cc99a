import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

export const TEAM_DELETED_REASON =
  'Its team was deleted: it sent what was queued then (the links deleted with the team) and receives nothing new';

/**
 * Keeps a deleted team's endpoints, disabled and without the team, so the `link.deleted`
 * messages of its links, queued in the same transaction, are still sent (a team's
 * endpoints would otherwise go with it, their queue too). They show in their creator's
 * list, disabled, until deleted there. Runs in the transaction that deletes the team.
 */
export async function retireTeamEndpoints(
  db: Kysely<Database> | Transaction<Database>,
  orgId: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({ org_id: null, disabled_at: now, disabled_reason: TEAM_DELETED_REASON, updated_at: now })
    .where('org_id', '=', orgId)
    .execute();
}
