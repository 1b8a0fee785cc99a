import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { testEngines } from '../../test/databases.js';
import { PATIENTLY } from '../../test/patiently.js';
import { openDatabase } from './database.js';

const postgres = testEngines.find((engine) => engine.name === 'postgres');

describe.skipIf(!postgres)('a PostgreSQL connection the server drops while idle', () => {
  it('is reported once, without the pool client pg-pool hangs on the error', async () => {
    const test = await postgres?.open();
    if (!test) return;
    const errors: Error[] = [];
    const db = openDatabase(test.settings, (error) => errors.push(error));
    try {
      await sql`select 1`.execute(db.kysely);
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`.execute(test.kysely);
      await vi.waitFor(() => expect(errors).toHaveLength(1), PATIENTLY);
      expect(errors[0]?.message).toMatch(/terminating connection/);
      expect(errors[0]).not.toHaveProperty('client');
      // The next query connects again.
      expect((await sql<{ one: number }>`select 1 as one`.execute(db.kysely)).rows).toEqual([
        { one: 1 },
      ]);
    } finally {
      await db.close();
      await test.dispose();
    }
  });
});
