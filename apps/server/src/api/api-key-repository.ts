import type { Insertable, Kysely } from 'kysely';
import type { ApiKey, ApiKeysTable, Database } from '../db/schema.js';
import { inWorkspace, type WorkspaceOwner } from '../workspace/workspace.js';

/** The workspace's keys (a person's, or a team's: whoever of its admins made them). */
export async function listKeys(db: Kysely<Database>, owner: WorkspaceOwner): Promise<ApiKey[]> {
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where(inWorkspace(owner))
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function countActiveKeys(
  db: Kysely<Database>,
  owner: WorkspaceOwner,
): Promise<number> {
  const row = await db
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(inWorkspace(owner))
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertKey(
  db: Kysely<Database>,
  key: Insertable<ApiKeysTable>,
): Promise<void> {
  await db.insertInto('api_keys').values(key).execute();
}

/** Revokes the workspace's key; false when it is not the workspace's or already revoked. */
export async function revokeKey(
  db: Kysely<Database>,
  owner: WorkspaceOwner,
  id: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where(inWorkspace(owner))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The active key with this hash, with its owner's plan and email. */
export async function findActiveKey(
  db: Kysely<Database>,
  keyHash: string,
): Promise<(ApiKey & { plan: string; email: string; is_admin: boolean | number }) | undefined> {
  return db
    .selectFrom('api_keys as k')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .selectAll('k')
    .select(['u.subscription_plan as plan', 'u.email', 'u.is_admin'])
    .where('k.key_hash', '=', keyHash)
    .where('k.revoked_at', 'is', null)
    .where('u.disabled_at', 'is', null)
    .executeTakeFirst();
}

export async function touchKey(db: Kysely<Database>, id: string, now: number): Promise<void> {
  await db.updateTable('api_keys').set({ last_used_at: now }).where('id', '=', id).execute();
}
