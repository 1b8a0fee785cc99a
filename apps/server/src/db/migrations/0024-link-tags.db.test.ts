import { Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type TestDatabase, testEngines } from '../../../test/databases.js';
import { seedLink, seedUser } from '../../../test/seed.js';
import { migrations } from './index.js';

const tag = (id: string, user: string | null, org: string | null, name: string) => ({
  id,
  user_id: user,
  org_id: org,
  name,
  name_key: name.toLowerCase(),
  created_at: 1,
});

describe.each(testEngines)('migration 0024 (link tags) on $name', (engine) => {
  let db: TestDatabase;
  afterEach(async () => db?.dispose());

  it('keeps a name once per workspace, drops link_tags with the link, and goes back down', async () => {
    db = await engine.open();
    await seedUser(db, 'ada', 'free');
    await seedUser(db, 'bob', 'free');
    await seedLink(db, 'l1', 'ada');
    const tags = db.kysely.insertInto('tags');
    await tags
      .values([tag('t1', 'ada', null, 'Launch'), tag('t2', 'bob', null, 'launch')])
      .execute();
    // The same name in another case, in the same personal workspace.
    await expect(tags.values(tag('t3', 'ada', null, 'LAUNCH')).execute()).rejects.toThrow();
    await db.kysely.insertInto('link_tags').values({ link_id: 'l1', tag_id: 't1' }).execute();
    await db.kysely.deleteFrom('links').where('id', '=', 'l1').execute();
    expect(await db.kysely.selectFrom('link_tags').selectAll().execute()).toEqual([]);

    const migrator = new Migrator({
      db: db.kysely,
      provider: { getMigrations: async () => migrations },
    });
    expect((await migrator.migrateTo('0022-link-options')).error).toBeUndefined();
    expect((await migrator.migrateTo('0024-link-tags')).error).toBeUndefined();
    expect(await db.kysely.selectFrom('tags').selectAll().execute()).toEqual([]);
  });
});
