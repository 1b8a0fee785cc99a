import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type TestDatabase, testEngines } from '../../test/databases.js';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';

describe.each(testEngines)('migrations on $name', (engine) => {
  let db: TestDatabase;
  afterEach(async () => db?.dispose());

  it('are applied once and safe to run again', async () => {
    db = await engine.open();
    expect(await migrateToLatest(db.kysely)).toEqual([]);
    const applied = await sql<{
      name: string;
    }>`select name from kysely_migration order by name`.execute(db.kysely);
    expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations));
  });

  it('run concurrently from several connections without failing', async () => {
    db = await engine.open();
    const results = await Promise.all([migrateToLatest(db.kysely), migrateToLatest(db.kysely)]);
    expect(results.flat()).toEqual([]);
  });
});
