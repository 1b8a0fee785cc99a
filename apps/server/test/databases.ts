import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { inject } from 'vitest';
import { type Db, openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import {
  databaseUrl,
  dropWhenReleased,
  uniqueDatabaseName,
  withAdminClient,
} from './postgres-admin.js';

/**
 * The engines the db tier runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is
 * set; only PostgreSQL with TEST_ENGINE=postgres (`npm run test:db`, after `npm test` ran
 * the SQLite cases). Each `open()` gives a fresh, migrated database that `dispose()` removes.
 */
export interface TestDatabase extends Db {
  dispose(): Promise<void>;
  /**
   * Closes this database and keeps what it holds as a template, for a file whose tests
   * each need the same starting rows (users signed up, say) made once.
   */
  keepAsTemplate(): Promise<DatabaseTemplate>;
}

export interface DatabaseTemplate {
  /** A new database holding what the template held; its `dispose()` leaves the template. */
  copy(): Promise<TestDatabase>;
  /** Removes the template. */
  dispose(): Promise<void>;
}

export interface TestEngine {
  name: 'sqlite' | 'postgres';
  open(): Promise<TestDatabase>;
}

// vitest.config.ts passes TEST_DATABASE_URL and TEST_ENGINE in, so no test file reads the
// environment; postgres-template.ts (global setup) migrated the template on that server.
const postgresUrl = inject('testDatabaseUrl');
const postgresTemplate = inject('testPostgresTemplate');
const isPostgresOnly = inject('testEngine') === 'postgres';
// sqlite-template.ts (global setup) migrated it; a project without that setup migrates each.
const sqliteTemplate = inject('testSqliteTemplate');

export const testEngines: TestEngine[] = [
  ...(isPostgresOnly ? [] : [{ name: 'sqlite' as const, open: openSqliteTestDatabase }]),
  ...(postgresUrl
    ? [{ name: 'postgres' as const, open: () => openPostgresTestDatabase(postgresUrl) }]
    : []),
];

/** The api tier's database: PostgreSQL when TEST_DATABASE_URL is set, else SQLite. */
export function openTestDatabase(): Promise<TestDatabase> {
  return postgresUrl ? openPostgresTestDatabase(postgresUrl) : openSqliteTestDatabase();
}

export function openSqliteTestDatabase(): Promise<TestDatabase> {
  return openSqliteCopy(sqliteTemplate);
}

/** A database in a folder of its own: a copy of `from`, or migrated when there is none. */
async function openSqliteCopy(from: string | undefined): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-db-'));
  const file = path.join(dir, 'kurz.db');
  if (from) fs.copyFileSync(from, file);
  const db = openDatabase({ kind: 'sqlite', file });
  if (!from) await migrateToLatest(db.kysely);
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  return {
    ...db,
    dispose: async () => {
      await db.close();
      remove();
    },
    keepAsTemplate: async () => {
      // The last connection's close folds the write-ahead log into the file.
      await db.close();
      return { copy: () => openSqliteCopy(file), dispose: async () => remove() };
    },
  };
}

/** A copy of the run's migrated template: what migrating a new database gives, sooner. */
async function openPostgresTestDatabase(adminUrl: string): Promise<TestDatabase> {
  templateMigrated ??= migrateTemplate(adminUrl);
  await templateMigrated;
  return openPostgresCopy(adminUrl, postgresTemplate);
}

async function openPostgresCopy(adminUrl: string, from: string): Promise<TestDatabase> {
  const name = uniqueDatabaseName('kurz_test');
  await withAdminClient(adminUrl, (client) => copyWhenReleased(client, from, name));
  const db = openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name) });
  const drop = () => withAdminClient(adminUrl, (client) => dropWhenReleased(client, name));
  return {
    ...db,
    dispose: async () => {
      await db.close();
      await drop();
    },
    keepAsTemplate: async () => {
      await db.close();
      return { copy: () => openPostgresCopy(adminUrl, name), dispose: drop };
    },
  };
}

/**
 * PostgreSQL copies no database a session is open on, and a closed pool's sockets may
 * still be going: a copy of a database just closed is tried again until they have gone.
 */
async function copyWhenReleased(client: pg.Client, from: string, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await client.query(`create database ${name} template ${from}`);
      return;
    } catch (error) {
      if (attempt >= 40 || (error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

let templateMigrated: Promise<void> | undefined;

/**
 * Makes the template once per run: the first worker to get the lock migrates it, the
 * others then find it. It is built under another name and renamed when complete, so a
 * worker that dies half way leaves nothing another would copy.
 */
async function migrateTemplate(adminUrl: string): Promise<void> {
  if (!postgresTemplate) {
    throw new Error('no PostgreSQL template named: the project needs test/postgres-template.ts');
  }
  await withAdminClient(adminUrl, async (client) => {
    // Held until this session ends.
    await client.query('select pg_advisory_lock(hashtext($1))', [postgresTemplate]);
    const made = await client.query('select 1 from pg_database where datname = $1', [
      postgresTemplate,
    ]);
    if (made.rowCount) return;
    const building = `${postgresTemplate}_new`;
    await client.query(`drop database if exists ${building} with (force)`);
    await client.query(`create database ${building}`);
    const db = openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, building) });
    try {
      await migrateToLatest(db.kysely);
    } finally {
      await db.close();
    }
    // PostgreSQL waits a few seconds for the pool's last sessions to go before renaming.
    await client.query(`alter database ${building} rename to ${postgresTemplate}`);
    // A database with a session open cannot be copied: none may open one from here on.
    await client.query(`alter database ${postgresTemplate} with allow_connections false`);
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    testEngine: string;
  }
}
