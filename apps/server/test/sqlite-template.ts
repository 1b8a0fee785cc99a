import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';

/**
 * Global setup of the projects that open SQLite test databases: migrates one database file
 * for the run, which each test database is then a copy of (databases.ts), since running
 * every migration again cost more than many tests; removed at the end of the run.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-template-'));
  const file = path.join(dir, 'kurz.db');
  const db = openDatabase({ kind: 'sqlite', file });
  try {
    await migrateToLatest(db.kysely);
  } finally {
    // The last connection's close folds the write-ahead log into the file: one file to copy.
    await db.close();
  }
  project.provide('testSqliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    testSqliteTemplate: string;
  }
}
