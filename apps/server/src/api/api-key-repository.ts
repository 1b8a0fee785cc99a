import type { ExpressionBuilder, Insertable, Kysely } from 'kysely';
import type { ApiKey, ApiKeysTable, Database } from '../db/schema.js';
import type { WorkspaceOwner } from '../workspace/workspace.js';

/** Whose keys: a user's personal ones, or a team's (whoever of its admins made them). */
export type KeyScope = WorkspaceOwner;

const inScope = (scope: KeyScope) => (eb: ExpressionBuilder<Database, 'api_keys'>) =>
  scope.orgId !== undefined
    ? eb('org_id', '=', scope.orgId)
    : eb.and([eb('user_id', '=', scope.userId), eb('org_id', 'is', null)]);

export async function listKeys(db: Kysely<Database>, scope: KeyScope): Promise<ApiKey[]> {
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where(inScope(scope))
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function countActiveKeys(db: Kysely<Database>, scope: KeyScope): Promise<number> {
  const row = await db
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(inScope(scope))
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

/** Revokes the scope's key; false when it is not the scope's or already revoked. */
export async function revokeKey(
  db: Kysely<Database>,
  scope: KeyScope,
  id: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where(inScope(scope))
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
