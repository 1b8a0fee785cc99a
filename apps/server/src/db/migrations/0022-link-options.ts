import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Link options. Expiry: at a moment (`expires_at`, epoch ms), after `max_clicks` clicks,
 * then to `expired_url` or a 'Link expired' page. `clicks_counted` counts the clicks of a
 * limited link as they are forwarded (one atomic update each), apart from the click log,
 * which is written later. The redirect cache holds the expiry, so its columns join those
 * the link change feed hears of (0010's trigger, recreated); `clicks_counted` does not.
 * A password: `password_hash`, null for none. Targeting: `ios_url`, `android_url`, and
 * `geo_targets` (JSON: country code → URL). A social preview for link-preview bots:
 * `og_title`, `og_description`, `og_image`.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('links').addColumn('expires_at', 'bigint').execute();
  await db.schema.alterTable('links').addColumn('max_clicks', 'bigint').execute();
  await db.schema
    .alterTable('links')
    .addColumn('clicks_counted', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('links').addColumn('expired_url', 'text').execute();
  await db.schema.alterTable('links').addColumn('password_hash', 'text').execute();
  for (const column of TEXT_OPTIONS)
    await db.schema.alterTable('links').addColumn(column, 'text').execute();
  await updateTrigger(db, [...WATCHED, ...OPTIONS]);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await updateTrigger(db, WATCHED);
  for (const column of [...OPTIONS, 'clicks_counted'])
    await db.schema.alterTable('links').dropColumn(column).execute();
}

/** What 0013 left the trigger watching, and what this adds. */
export const WATCHED = ['domain', 'code', 'url', 'redirect_type', 'disabled_at'];
const TEXT_OPTIONS = [
  'ios_url',
  'android_url',
  'geo_targets',
  'og_title',
  'og_description',
  'og_image',
];
export const OPTIONS = [
  'expires_at',
  'max_clicks',
  'expired_url',
  'password_hash',
  ...TEXT_OPTIONS,
];

/** 0010's update trigger on `columns`: the old key always, the new one when it moved. */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function updateTrigger(db: Kysely<any>, columns: string[]): Promise<void> {
  const of = columns.join(', ');
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const row = (prefix: string) => columns.map((column) => `${prefix}.${column}`).join(', ');
    await sql`drop trigger links_record_update on links`.execute(db);
    await sql
      .raw(`create trigger links_record_update after update of ${of} on links
      for each row when ((${row('new')}) is distinct from (${row('old')}))
      execute function record_link_change()`)
      .execute(db);
    return;
  }
  const record = (row: 'new' | 'old') =>
    `insert into link_changes (domain, code, changed_at) values (${row}.domain, ${row}.code, cast(unixepoch('subsec') * 1000 as integer));`;
  await sql`drop trigger links_changed`.execute(db);
  await sql
    .raw(`create trigger links_changed after update of ${of} on links
    when ${columns.map((column) => `new.${column} is not old.${column}`).join(' or ')}
    begin
      ${record('old')}
      insert into link_changes (domain, code, changed_at)
        select new.domain, new.code, cast(unixepoch('subsec') * 1000 as integer)
        where new.domain is not old.domain or new.code is not old.code;
    end`)
    .execute(db);
}
