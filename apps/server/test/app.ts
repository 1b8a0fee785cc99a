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
  return buildTestApp(await openTestDatabase(), env, deps, beforeReady);
}

export interface TestAppTemplate<T> {
  /** What `prepare` returned: clients made on the first app join a new one with `on`. */
  prepared: T;
  /**
   * A new app on a new database holding what `prepare` left in the first one; `env` goes
   * over the template's (a loopback vendor's address that is new for each test).
   */
  create(env?: Record<string, string>): Promise<TestApp>;
  /** Removes the template database. */
  dispose(): Promise<void>;
}

/**
 * For a file whose tests each need a fresh app that starts with the same rows (users
 * signed up, a plan set): `prepare` makes them once, on an app that is then closed, and
 * each `create()` copies its database. Signing up hashes a password, which costs more
 * than the rest of many tests; what lives in the app's memory (rate-limit counters,
 * caches, the dev outbox) starts empty in each new app.
 */
export async function testAppTemplate<T>(
  env: Record<string, string>,
  deps: Partial<Pick<AppDeps, 'safeFetch' | 'log' | 'clock'>>,
  prepare: (t: TestApp) => Promise<T>,
): Promise<TestAppTemplate<T>> {
  const first = await buildTestApp(await openTestDatabase(), env, deps);
  let prepared: T;
  try {
    prepared = await prepare(first);
  } catch (error) {
    await first.close();
    throw error;
  }
  await first.app.close();
  first.removeDataDir();
  const template = await first.db.keepAsTemplate();
  return {
    prepared,
    create: async (more = {}) => buildTestApp(await template.copy(), { ...env, ...more }, deps),
    dispose: () => template.dispose(),
  };
}

async function buildTestApp(
  db: TestDatabase,
  env: Record<string, string>,
  deps: Partial<Pick<AppDeps, 'safeFetch' | 'log' | 'clock'>>,
  beforeReady?: (app: FastifyInstance) => void,
): Promise<TestApp & { removeDataDir(): void }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-app-'));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    const config = loadConfig({ ...TEST_ENV, DATA_DIR: dataDir, ...env });
    const app = await buildApp({ config, db, log: pino({ level: 'silent' }), ...deps });
    beforeReady?.(app);
    await app.ready();
    return {
      app,
      config,
      db,
      removeDataDir,
      close: async () => {
        await app.close();
        await db.dispose();
        removeDataDir();
      },
    };
  } catch (error) {
    await db.dispose();
    removeDataDir();
    throw error;
  }
}
