import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Takedown and reports. Links and users get `disabled_at` (epoch ms,
 * null when enabled), the admin's reason and who acted. A link's redirect cache entry
 * carries that state, so `disabled_at` joins the columns whose change the link change
 * feed hears of (the 0010 triggers, recreated with it). `link_reports` holds the public
 * 'report this link' form for the admin inbox; `link_id` is the link the short URL named
 * when it was reported, null when none (reports of unknown links are kept too).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['links', 'users']) {
    await db.schema.alterTable(table).addColumn('disabled_at', 'bigint').execute();
    await db.schema.alterTable(table).addColumn('disabled_reason', 'text').execute();
    await db.schema.alterTable(table).addColumn('disabled_by', 'text').execute();
  }
  await db.schema
    .createTable('link_reports')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('short_url', 'text', (col) => col.notNull())
    .addColumn('link_id', 'text')
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('handled_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('link_reports_created_at_idx')
    .on('link_reports')
    .columns(['created_at', 'id'])
    .execute();
  if (isPostgres(db)) await postgresUpdateTrigger(db, ', disabled_at');
  else await sqliteUpdateTrigger(db, ', disabled_at');
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await postgresUpdateTrigger(db, '');
  else await sqliteUpdateTrigger(db, '');
  await db.schema.dropTable('link_reports').execute();
  for (const table of ['links', 'users'])
    for (const column of ['disabled_at', 'disabled_reason', 'disabled_by'])
      await db.schema.alterTable(table).dropColumn(column).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** 0010's update trigger, watching `extra` columns too (', disabled_at' or ''). */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
async function sqliteUpdateTrigger(db: Kysely<any>, extra: string): Promise<void> {
  const record = (row: 'new' | 'old') =>
    `insert into link_changes (domain, code, changed_at) values (${row}.domain, ${row}.code, cast(unixepoch('subsec') * 1000 as integer));`;
  const disabledChanged = extra ? ' or new.disabled_at is not old.disabled_at' : '';
  await sql`drop trigger links_changed`.execute(db);
  await sql
    .raw(`create trigger links_changed after update of domain, code, url, redirect_type${extra} on links
    when new.domain is not old.domain or new.code is not old.code or new.url is not old.url
      or new.redirect_type is not old.redirect_type${disabledChanged}
    begin
      ${record('old')}
      insert into link_changes (domain, code, changed_at)
        select new.domain, new.code, cast(unixepoch('subsec') * 1000 as integer)
        where new.domain is not old.domain or new.code is not old.code;
    end`)
    .execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
async function postgresUpdateTrigger(db: Kysely<any>, extra: string): Promise<void> {
  const columns = `new.domain, new.code, new.url, new.redirect_type${extra ? ', new.disabled_at' : ''}`;
  await sql`drop trigger links_record_update on links`.execute(db);
  await sql
    .raw(`create trigger links_record_update after update of domain, code, url, redirect_type${extra} on links
    for each row when ((${columns}) is distinct from (${columns.replaceAll('new.', 'old.')}))
    execute function record_link_change()`)
    .execute(db);
}
