import type { Insertable, Kysely, Transaction } from 'kysely';
import type { CustomDomain, CustomDomainsTable, Database } from '../db/schema.js';
import { inWorkspace, type WorkspaceOwner } from '../workspace/workspace.js';

type Executor = Kysely<Database> | Transaction<Database>;

export async function countDomains(db: Executor, owner: WorkspaceOwner): Promise<number> {
  const row = await db
    .selectFrom('custom_domains')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(inWorkspace(owner))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The workspace's domain `id`; another's looks exactly like none. */
export async function findDomain(
  db: Executor,
  owner: WorkspaceOwner,
  id: string,
): Promise<CustomDomain | undefined> {
  return db
    .selectFrom('custom_domains')
    .selectAll()
    .where('id', '=', id)
    .where(inWorkspace(owner))
    .executeTakeFirst();
}

export async function findDomainByName(
  db: Executor,
  owner: WorkspaceOwner,
  domain: string,
): Promise<CustomDomain | undefined> {
  return db
    .selectFrom('custom_domains')
    .selectAll()
    .where('domain', '=', domain)
    .where(inWorkspace(owner))
    .executeTakeFirst();
}

/** Inserts; false when the user already has this domain (the unique key decides races). */
export async function insertDomain(
  db: Executor,
  row: Insertable<CustomDomainsTable>,
): Promise<boolean> {
  const result = await db
    .insertInto('custom_domains')
    .values(row)
    .onConflict((conflict) => conflict.columns(['user_id', 'domain']).doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/**
 * Marks `domain` verified for the row `id`, taking it from any other account that held it
 * (their fresh proof is this row's): one verified row per domain (migration 0015's index).
 * The links other rows had on the domain can never serve again; the verify verb removes them.
 */
export async function markVerified(db: Kysely<Database>, id: string, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('custom_domains')
      .select('domain')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('custom_domains')
      .set({ verified_at: null, proof_missing_since: null, owner_notified_at: null })
      .where('domain', '=', row.domain)
      .where('id', '!=', id)
      .where('verified_at', 'is not', null)
      .execute();
    await trx
      .updateTable('custom_domains')
      .set({
        verified_at: now,
        last_checked_at: now,
        proof_missing_since: null,
        owner_notified_at: null,
      })
      .where('id', '=', id)
      .execute();
  });
}

export async function markChecked(db: Executor, id: string, now: number): Promise<void> {
  await db
    .updateTable('custom_domains')
    .set({ last_checked_at: now })
    .where('id', '=', id)
    .execute();
}

/** Deletes the domain row `id` (its links are the links feature's to remove first). */
export async function deleteDomainRow(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('custom_domains').where('id', '=', id).execute();
}

/** Verified domains last checked before `before`, oldest first: the daily re-verification's work. */
export async function domainsDueForCheck(
  db: Executor,
  before: number,
  limit: number,
): Promise<CustomDomain[]> {
  return db
    .selectFrom('custom_domains')
    .selectAll()
    .where('verified_at', 'is not', null)
    .where((eb) => eb.or([eb('last_checked_at', 'is', null), eb('last_checked_at', '<', before)]))
    .orderBy('last_checked_at', 'asc')
    .limit(limit)
    .execute();
}

export async function updateDomain(
  db: Executor,
  id: string,
  changes: Partial<
    Pick<
      CustomDomain,
      'verified_at' | 'last_checked_at' | 'proof_missing_since' | 'owner_notified_at'
    >
  >,
): Promise<void> {
  await db.updateTable('custom_domains').set(changes).where('id', '=', id).execute();
}

/** A domain's app-link file as its manager saved it (JSON text); undefined for none. */
export async function findAppLinkFile(
  db: Executor,
  id: string,
  column: 'apple_app_site_association' | 'android_asset_links',
): Promise<string | undefined> {
  const row = await db
    .selectFrom('custom_domains')
    .select(column)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.[column] ?? undefined;
}
