import type { Kysely } from 'kysely';

/**
 * `clicks` is a log read by id: analytics roll it up by id range and read the tail above
 * the watermark by id, and per-link figures come from the rollups. Its (link_id,
 * clicked_at) index served no query, yet every click landed at a random place in it,
 * which made it most of the cost of writing a click (bench/README.md).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('clicks_link_time_idx').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('clicks_link_time_idx')
    .on('clicks')
    .columns(['link_id', 'clicked_at'])
    .execute();
}
