import type { Kysely } from 'kysely';
import { OPTIONS, updateTrigger, WATCHED } from './0022-link-options.js';

/**
 * The 'no-referrer' link option: 1 when the link's redirect tells the browser
 * to send its destination no referrer. The redirect cache holds it, so the link change
 * feed hears of it too (0022's trigger, recreated with the column).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('links')
    .addColumn('no_referrer', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await updateTrigger(db, [...WATCHED, ...OPTIONS, 'no_referrer']);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await updateTrigger(db, [...WATCHED, ...OPTIONS]);
  await db.schema.alterTable('links').dropColumn('no_referrer').execute();
}
