import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * `link_changes`: the database's own record of every change to a link that the redirect
 * caches must hear of (created, deleted, destination, redirect type or code changed),
 * written by triggers in the changing transaction, so no path can miss it: the API's
 * verbs, an account's cascade, an operator's SQL. Every process follows it
 * (`redirect/link-change-feed.ts`) and drops those keys from its cache. Ids only grow
 * (AUTOINCREMENT on SQLite: pruning must never let an id come back); rows are pruned after
 * an hour. `changed_at` is the database's clock, in ms.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('link_changes')
    .addColumn('id', isPostgres ? sql`bigint generated always as identity` : 'integer', (col) =>
      isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('domain', 'text', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('changed_at', 'bigint', (col) => col.notNull())
    .execute();
  if (isPostgres) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  const record = (row: 'new' | 'old') =>
    sql.raw(
      `insert into link_changes (domain, code, changed_at) values (${row}.domain, ${row}.code, cast(unixepoch('subsec') * 1000 as integer));`,
    );
  await sql`create trigger links_created after insert on links begin ${record('new')} end`.execute(
    db,
  );
  await sql`create trigger links_deleted after delete on links begin ${record('old')} end`.execute(
    db,
  );
  // The old key, and the new one when the code or domain changed.
  await sql`create trigger links_changed after update of domain, code, url, redirect_type on links
    when new.domain is not old.domain or new.code is not old.code or new.url is not old.url
      or new.redirect_type is not old.redirect_type
    begin
      ${record('old')}
      insert into link_changes (domain, code, changed_at)
        select new.domain, new.code, cast(unixepoch('subsec') * 1000 as integer)
        where new.domain is not old.domain or new.code is not old.code;
    end`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
async function postgresTriggers(db: Kysely<any>): Promise<void> {
  await sql`
    create function record_link_change() returns trigger language plpgsql as $$
    declare
      now_ms bigint := (extract(epoch from clock_timestamp()) * 1000)::bigint;
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        insert into link_changes (domain, code, changed_at) values (old.domain, old.code, now_ms);
      end if;
      if tg_op = 'INSERT' or (tg_op = 'UPDATE' and (new.domain, new.code) is distinct from (old.domain, old.code)) then
        insert into link_changes (domain, code, changed_at) values (new.domain, new.code, now_ms);
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`create trigger links_record_change after insert or delete on links
    for each row execute function record_link_change()`.execute(db);
  await sql`create trigger links_record_update after update of domain, code, url, redirect_type on links
    for each row when ((new.domain, new.code, new.url, new.redirect_type)
      is distinct from (old.domain, old.code, old.url, old.redirect_type))
    execute function record_link_change()`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (isPostgres) {
    await sql`drop trigger links_record_update on links`.execute(db);
    await sql`drop trigger links_record_change on links`.execute(db);
    await sql`drop function record_link_change()`.execute(db);
  } else {
    for (const name of ['links_created', 'links_deleted', 'links_changed'])
      await sql`drop trigger ${sql.raw(name)}`.execute(db);
  }
  await db.schema.dropTable('link_changes').execute();
}
