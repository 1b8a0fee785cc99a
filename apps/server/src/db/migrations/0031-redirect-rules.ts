import type { Kysely } from 'kysely';
import { updateTrigger } from './0022-link-options.js';
import { FORWARD_QUERY_WATCHED } from './0028-forward-query.js';

/**
 * Redirect rules: `redirect_rules`, the link's ordered rules as JSON, null for none. The
 * device and country targeting of 0022 becomes rules, in the order it was judged (iOS,
 * Android, then one rule per country), and its columns are emptied: from here on the
 * rules are the one place targeting lives. The redirect cache holds them, so the link
 * change feed hears of the column (0022's trigger, recreated with it).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('links').addColumn('redirect_rules', 'text').execute();
  await updateTrigger(db, [...FORWARD_QUERY_WATCHED, 'redirect_rules']);
  let after = '';
  for (;;) {
    const rows: Targeted[] = await db
      .selectFrom('links')
      .select(['id', 'ios_url', 'android_url', 'geo_targets'])
      .where((eb) =>
        eb.or([
          eb('ios_url', 'is not', null),
          eb('android_url', 'is not', null),
          eb('geo_targets', 'is not', null),
        ]),
      )
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    // The migrator already holds a transaction on PostgreSQL: rows are written in it.
    for (const row of rows)
      await db
        .updateTable('links')
        .set({
          redirect_rules: rulesJson(row),
          ios_url: null,
          android_url: null,
          geo_targets: null,
        })
        .where('id', '=', row.id)
        .execute();
    after = rows[rows.length - 1]?.id ?? after;
  }
}

/** Rules that are one device or one country condition go back to their columns; others are lost. */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function down(db: Kysely<any>): Promise<void> {
  const rows: { id: string; redirect_rules: string }[] = await db
    .selectFrom('links')
    .select(['id', 'redirect_rules'])
    .where('redirect_rules', 'is not', null)
    .execute();
  for (const row of rows) {
    const rules = JSON.parse(row.redirect_rules) as Rule[];
    const single = (type: string, value?: string) =>
      rules.filter(
        ({ conditions: [only, ...more] }) =>
          more.length === 0 && only?.type === type && (value === undefined || only.value === value),
      );
    const countries = single('country').map((rule) => [rule.conditions[0]?.value, rule.url]);
    await db
      .updateTable('links')
      .set({
        ios_url: single('device', 'ios')[0]?.url ?? null,
        android_url: single('device', 'android')[0]?.url ?? null,
        geo_targets: countries.length ? JSON.stringify(Object.fromEntries(countries)) : null,
      })
      .where('id', '=', row.id)
      .execute();
  }
  await updateTrigger(db, FORWARD_QUERY_WATCHED);
  await db.schema.alterTable('links').dropColumn('redirect_rules').execute();
}

const BATCH = 500;

interface Targeted {
  id: string;
  ios_url: string | null;
  android_url: string | null;
  geo_targets: string | null;
}

interface Rule {
  conditions: { type: string; value: string }[];
  url: string;
}

function rulesJson({ ios_url, android_url, geo_targets }: Targeted): string | null {
  const rules: Rule[] = [];
  if (ios_url) rules.push({ conditions: [{ type: 'device', value: 'ios' }], url: ios_url });
  if (android_url)
    rules.push({ conditions: [{ type: 'device', value: 'android' }], url: android_url });
  const byCountry = geo_targets ? (JSON.parse(geo_targets) as Record<string, string>) : {};
  for (const [country, url] of Object.entries(byCountry))
    rules.push({ conditions: [{ type: 'country', value: country }], url });
  return rules.length ? JSON.stringify(rules) : null;
}
