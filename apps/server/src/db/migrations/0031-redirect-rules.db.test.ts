import { type Kysely, Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type TestDatabase, testEngines } from '../../../test/databases.js';
import { seedLink, seedUser } from '../../../test/seed.js';
import { migrations } from './index.js';

describe.each(testEngines)('migration 0031 (redirect rules) on $name', (engine) => {
  let db: TestDatabase;
  afterEach(async () => db?.dispose());

  it('turns device and country targeting into rules in the order it was judged, and back down', async () => {
    db = await engine.open();
    const migrator = new Migrator({
      db: db.kysely,
      provider: { getMigrations: async () => migrations },
    });
    expect((await migrator.migrateTo('0027-imports')).error).toBeUndefined();
    await seedUser(db, 'ada', 'premium');
    await seedLink(db, 'targeted', 'ada');
    await seedLink(db, 'plain', 'ada');
    await seedLink(db, 'android', 'ada');
    // biome-ignore lint/suspicious/noExplicitAny: the columns 0031 empties are gone from the typed schema.
    const legacy = db.kysely as unknown as Kysely<any>;
    const links = legacy.updateTable('links');
    await links
      .set({
        ios_url: 'https://example.com/ios',
        android_url: 'https://example.com/android',
        geo_targets: JSON.stringify({ DE: 'https://example.de/', US: 'https://example.com/us' }),
      })
      .where('id', '=', 'targeted')
      .execute();
    await links.set({ android_url: 'https://example.com/a' }).where('id', '=', 'android').execute();

    expect((await migrator.migrateTo('0031-redirect-rules')).error).toBeUndefined();
    const rows = await db.kysely
      .selectFrom('links')
      .select(['id', 'redirect_rules'])
      .orderBy('id')
      .execute();
    const rulesOf = (id: string) => {
      const json = rows.find((row) => row.id === id)?.redirect_rules;
      return json ? JSON.parse(json) : null;
    };
    expect(rulesOf('targeted')).toEqual([
      { conditions: [{ type: 'device', value: 'ios' }], url: 'https://example.com/ios' },
      { conditions: [{ type: 'device', value: 'android' }], url: 'https://example.com/android' },
      { conditions: [{ type: 'country', value: 'DE' }], url: 'https://example.de/' },
      { conditions: [{ type: 'country', value: 'US' }], url: 'https://example.com/us' },
    ]);
    expect(rulesOf('android')).toEqual([
      { conditions: [{ type: 'device', value: 'android' }], url: 'https://example.com/a' },
    ]);
    expect(rulesOf('plain')).toBeNull();
    const old = await legacy.selectFrom('links').select(['ios_url', 'geo_targets']).execute();
    expect(old.every((row) => row.ios_url === null && row.geo_targets === null)).toBe(true);

    expect((await migrator.migrateTo('0027-imports')).error).toBeUndefined();
    const back = await legacy
      .selectFrom('links')
      .select(['ios_url', 'android_url', 'geo_targets'])
      .where('id', '=', 'targeted')
      .executeTakeFirstOrThrow();
    expect(back).toEqual({
      ios_url: 'https://example.com/ios',
      android_url: 'https://example.com/android',
      geo_targets: JSON.stringify({ DE: 'https://example.de/', US: 'https://example.com/us' }),
    });
  });
});
