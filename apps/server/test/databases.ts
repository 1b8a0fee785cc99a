import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Db, openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';

/**
 * The engines the db tier runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is
 * set. Each `open()` gives a fresh, migrated database that `dispose()` removes.
 */
export interface TestDatabase extends Db {
  dispose(): Promise<void>;
}

export interface TestEngine {
  name: 'sqlite' | 'postgres';
  open(): Promise<TestDatabase>;
}

// vitest.config.ts passes TEST_DATABASE_URL in, so no test file reads the environment.
const postgresUrl = inject('testDatabaseUrl');

export const testEngines: TestEngine[] = [
  { name: 'sqlite', open: openSqliteTestDatabase },
  ...(postgresUrl
    ? [{ name: 'postgres' as const, open: () => openPostgresTestDatabase(postgresUrl) }]
    : []),
];

/** The api tier's database: PostgreSQL when TEST_DATABASE_URL is set, else SQLite. */
export function openTestDatabase(): Promise<TestDatabase> {
  return postgresUrl ? openPostgresTestDatabase(postgresUrl) : openSqliteTestDatabase();
}

export async function openSqliteTestDatabase(): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-db-'));
  const db = openDatabase({ kind: 'sqlite', file: path.join(dir, 'kurz.db') });
  await migrateToLatest(db.kysely);
  return {
    ...db,
    dispose: async () => {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function openPostgresTestDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `kurz_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = openDatabase({ kind: 'postgres', url: url.toString() });
  await migrateToLatest(db.kysely);
  return {
    ...db,
    dispose: async () => {
      await db.close();
      await withAdminClient(adminUrl, (client) => dropWhenReleased(client, name));
    },
  };
}

/**
 * Drops the database once the pool's connections have really gone (ending a pool does not
 * wait for the sockets): forcing it at once can kill a closing connection mid-goodbye.
 */
async function dropWhenReleased(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      await client.query(`drop database if exists ${name}`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await client.query(`drop database if exists ${name} with (force)`);
}

async function withAdminClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string;
  }
}
