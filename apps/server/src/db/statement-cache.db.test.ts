import { type Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqliteTestDatabase, type TestDatabase } from '../../test/databases.js';

describe('SQLite statements through Kysely, prepared once per text', () => {
  let db: TestDatabase;
  beforeEach(async () => {
    db = await openSqliteTestDatabase();
    await sql`create table numbers (n integer not null)`.execute(db.kysely);
    await sql`insert into numbers (n) values (1), (2), (3)`.execute(db.kysely);
  });
  afterEach(() => db.dispose());

  const sumAbove = (floor: number) =>
    sql<{ total: number }>`select sum(n) as total from numbers where n > ${floor}`.execute(
      db.kysely,
    );

  it('answers each run of the same text with that run’s parameters and data', async () => {
    expect((await sumAbove(0)).rows[0]?.total).toBe(6);
    expect((await sumAbove(1)).rows[0]?.total).toBe(5);
    await sql`insert into numbers (n) values (10)`.execute(db.kysely);
    expect((await sumAbove(1)).rows[0]?.total).toBe(15);
  });

  it('runs a text again after a stream of it ended early', async () => {
    const numbers = db.kysely as unknown as Kysely<{ numbers: { n: number } }>;
    const query = () => numbers.selectFrom('numbers').select('n').orderBy('n');
    for await (const { n } of query().stream(1)) if (n === 1) break;
    const seen: number[] = [];
    for await (const { n } of query().stream(1)) seen.push(n);
    expect(seen).toEqual([1, 2, 3]);
    expect(await query().execute()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });
});
