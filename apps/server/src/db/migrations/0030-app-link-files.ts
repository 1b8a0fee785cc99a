import type { Kysely } from 'kysely';

/**
 * The files that let phones open a domain's links in an app: Apple's
 * `apple-app-site-association` and Android's `assetlinks.json`, as JSON text the domain's
 * manager entered (validated on the way in), served under `/.well-known/` on the domain.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('custom_domains')
    .addColumn('apple_app_site_association', 'text')
    .execute();
  await db.schema.alterTable('custom_domains').addColumn('android_asset_links', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('custom_domains').dropColumn('android_asset_links').execute();
  await db.schema.alterTable('custom_domains').dropColumn('apple_app_site_association').execute();
}
