import type { TestProject } from 'vitest/node';
import {
  adminUrl,
  createPostgresInstance,
  findPostgresBinaries,
  type PostgresInstance,
  removePostgresInstance,
} from './postgres-instance.js';

/**
 * The fault tier's PostgreSQL, started once for all its files (they run one at a time,
 * each on databases of its own) and removed at the end. Without the machine's binaries
 * the tier is skipped: the scenarios read an empty `faultsPostgres` and say why.
 */
export default async function setup(project: TestProject) {
  const binDir = findPostgresBinaries();
  if (!binDir) {
    project.provide('faultsPostgres', null);
    return;
  }
  const instance = await createPostgresInstance(binDir);
  project.provide('faultsPostgres', instance);
  // createTestApp's databases (test/databases.ts) are made on it too.
  project.provide('testDatabaseUrl', adminUrl(instance));
  return () => removePostgresInstance(instance);
}

declare module 'vitest' {
  export interface ProvidedContext {
    faultsPostgres: PostgresInstance | null;
  }
}
