import {
  type Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  PostgresAdapter,
  sql,
} from 'kysely';
import { migrations } from './migrations/index.js';

/** Listed in code, not read from a folder, so the compiled server needs no file scan. */
const provider: MigrationProvider = {
  getMigrations: async () => migrations as Record<string, Migration>,
};

/**
 * Brings the schema up to date. Safe to run again and from several processes at once:
 * Kysely takes a lock table and skips migrations already applied.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return migrate(db);
  // The pool's lock timeout (database.ts) is for requests: a process starting beside
  // another waits for that one's migrations however long they take.
  return db.connection().execute(async (connection) => {
    await sql`set lock_timeout = 0`.execute(connection);
    try {
      return await migrate(connection);
    } finally {
      await sql`reset lock_timeout`.execute(connection);
    }
  });
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work below the typed schema.
async function migrate(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: error });
  }
  return results.filter((result) => result.status === 'Success').map((r) => r.migrationName);
}
