import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { type AppDeps, buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { openTestDatabase, type TestDatabase } from './databases.js';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  db: TestDatabase;
  close(): Promise<void>;
}

/** The test hosts: the app lives on app.kurz.test, short links on kurz.link and go.kurz.link. */
export const TEST_ENV = {
  NODE_ENV: 'test',
  APP_URL: 'https://app.kurz.test',
  SHORT_DOMAINS: 'kurz.link,go.kurz.link',
  LOG_LEVEL: 'silent',
  AUTH_SECRET: 'test-secret-0123456789abcdef0123456789abcdef',
  // Tests must not depend on whether `npm run build` ran; web-app tests pass their own.
  WEB_DIST_DIR: '/nonexistent/kurz-web-dist',
  // No test's DNS check may reach the internet: nothing answers on this port, so a check
  // fails at once ('did not answer'). Tests that need answers start test/zone-dns.ts.
  DNS_SERVERS: '127.0.0.1:9',
} as const;

/**
 * A built app on a fresh database (see openTestDatabase), driven through `inject`.
 * `beforeReady` may add hooks, which Fastify takes only until the app is ready.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: Partial<Pick<AppDeps, 'safeFetch' | 'log' | 'clock'>> = {},
  beforeReady?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-app-'));
  const config = loadConfig({ ...TEST_ENV, DATA_DIR: dataDir, ...env });
  const db = await openTestDatabase();
  const app = await buildApp({ config, db, log: pino({ level: 'silent' }), ...deps });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    db,
    close: async () => {
      await app.close();
      await db.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
