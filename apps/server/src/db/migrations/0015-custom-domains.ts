import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * `custom_domains`: a customer's own host names. A row is pending until its
 * TXT proof and pointing record are seen (`verified_at`); one verified row per domain at
 * most, so a domain moves between accounts only with a fresh proof. `proof_missing_since`
 * marks a verified domain whose proof vanished at a daily check: it serves through a
 * grace period, then goes back to pending. Every change writes a `link_changes` row with
 * the domain and an empty code, so each process's host table hears of it through the feed.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('custom_domains')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('org_id', 'text')
    .addColumn('domain', 'text', (col) => col.notNull())
    .addColumn('verification_token', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('verified_at', 'bigint')
    .addColumn('last_checked_at', 'bigint')
    .addColumn('proof_missing_since', 'bigint')
    .addColumn('owner_notified_at', 'bigint')
    .addUniqueConstraint('custom_domains_user_domain_key', ['user_id', 'domain'])
    .execute();
  await db.schema
    .createIndex('custom_domains_verified_domain_key')
    .on('custom_domains')
    .column('domain')
    .unique()
    .where(sql.ref('verified_at'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('custom_domains_checked_idx')
    .on('custom_domains')
    .columns(['verified_at', 'last_checked_at'])
    .execute();
  if (isPostgres) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  const record = (row: 'new' | 'old') =>
    sql.raw(
      `insert into link_changes (domain, code, changed_at) values (${row}.domain, '', cast(unixepoch('subsec') * 1000 as integer));`,
    );
  await sql`create trigger custom_domains_created after insert on custom_domains begin ${record('new')} end`.execute(
    db,
  );
  await sql`create trigger custom_domains_deleted after delete on custom_domains begin ${record('old')} end`.execute(
    db,
  );
  await sql`create trigger custom_domains_changed after update of verified_at, domain on custom_domains
    when new.verified_at is not old.verified_at or new.domain is not old.domain
    begin ${record('old')} ${record('new')} end`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
async function postgresTriggers(db: Kysely<any>): Promise<void> {
  await sql`
    create function record_custom_domain_change() returns trigger language plpgsql as $$
    declare
      now_ms bigint := (extract(epoch from clock_timestamp()) * 1000)::bigint;
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        insert into link_changes (domain, code, changed_at) values (old.domain, '', now_ms);
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into link_changes (domain, code, changed_at) values (new.domain, '', now_ms);
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`create trigger custom_domains_record_change after insert or delete on custom_domains
    for each row execute function record_custom_domain_change()`.execute(db);
  await sql`create trigger custom_domains_record_update after update of verified_at, domain on custom_domains
    for each row when ((new.verified_at, new.domain) is distinct from (old.verified_at, old.domain))
    execute function record_custom_domain_change()`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (isPostgres) {
    await sql`drop trigger custom_domains_record_update on custom_domains`.execute(db);
    await sql`drop trigger custom_domains_record_change on custom_domains`.execute(db);
    await sql`drop function record_custom_domain_change()`.execute(db);
  } else {
    for (const name of [
      'custom_domains_created',
      'custom_domains_deleted',
      'custom_domains_changed',
    ])
      await sql`drop trigger ${sql.raw(name)}`.execute(db);
  }
  await db.schema.dropTable('custom_domains').execute();
}
