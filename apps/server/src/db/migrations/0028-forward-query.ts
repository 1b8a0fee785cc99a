import type { Kysely } from 'kysely';
import { OPTIONS, updateTrigger, WATCHED } from './0022-link-options.js';

/**
 * Query forwarding: a link with `forward_query` = 1 passes the visitor's query string on
 * to its destination; `query_precedence` says whose parameter wins a clash (`destination`
 * or `visitor`). Existing links keep forwarding nothing; new ones take their domain's
 * default, which a custom domain keeps in `custom_domains.forward_query` (on unless its
 * manager turns it off). The redirect cache holds both link columns, so the link change
 * feed hears of them (0022's trigger, recreated).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('links')
    .addColumn('forward_query', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('links')
    .addColumn('query_precedence', 'text', (col) => col.notNull().defaultTo('destination'))
    .execute();
  await db.schema
    .alterTable('custom_domains')
    .addColumn('forward_query', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await updateTrigger(db, FORWARD_QUERY_WATCHED);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await updateTrigger(db, [...WATCHED, ...OPTIONS, 'no_referrer']);
  await db.schema.alterTable('custom_domains').dropColumn('forward_query').execute();
  await db.schema.alterTable('links').dropColumn('query_precedence').execute();
  await db.schema.alterTable('links').dropColumn('forward_query').execute();
}

/** The columns the link change feed hears of from here on. */
export const FORWARD_QUERY_WATCHED = [
  ...WATCHED,
  ...OPTIONS,
  'no_referrer',
  'forward_query',
  'query_precedence',
];
