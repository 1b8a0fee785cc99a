import type { TestProject } from 'vitest/node';
import { dropWhenReleased, uniqueDatabaseName, withAdminClient } from './postgres-admin.js';

/**
 * Global setup of the projects that open PostgreSQL test databases: names this run's
 * template, which the first test to need it migrates (databases.ts) and every test
 * database is then copied from, and drops it at the end of the run. Nothing without a
 * `testDatabaseUrl` (provided by the config or an earlier global setup).
 */
export default function setup(project: TestProject) {
  const adminUrl = project.getProvidedContext().testDatabaseUrl;
  const name = adminUrl ? uniqueDatabaseName('kurz_template') : '';
  project.provide('testPostgresTemplate', name);
  if (!adminUrl) return;
  return () =>
    withAdminClient(adminUrl, async (client) => {
      await dropWhenReleased(client, name);
      await dropWhenReleased(client, `${name}_new`);
    });
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string;
    testPostgresTemplate: string;
  }
}
