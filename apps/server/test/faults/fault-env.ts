import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { afterEach, describe, inject, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { type Db, openDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { TEST_ENV } from '../app.js';
import { countClicks, seedLink, seedUser } from '../seed.js';
import { type ServerProcess, startServerProcess } from '../server-process.js';
import { reportSuiteCounts } from '../suite-report.js';
import { type PgProxy, startPgProxy } from './pg-proxy.js';
import { adminUrl, type PostgresInstance } from './postgres-instance.js';

/** The tier's own PostgreSQL (global-setup.ts), or null where the machine has none. */
export const postgres: PostgresInstance | null = inject('faultsPostgres');

/** A `describe` that is skipped, saying why, where the machine has no PostgreSQL binaries. */
export function describeFault(name: string, body: (instance: PostgresInstance) => void): void {
  if (!postgres) {
    console.warn(
      `fault scenarios skipped (${name}): no PostgreSQL binaries in /usr/lib/postgresql/*/bin ` +
        '(install the postgresql package to run them)',
    );
  }
  describe.skipIf(!postgres)(name, () => {
    if (postgres) body(postgres);
  });
}

const cleanups: Array<() => unknown> = [];

/** What a scenario opened is closed after it, the last opened first (Kurz, proxy, database). */
afterEach(async () => {
  for (let close = cleanups.pop(); close; close = cleanups.pop()) await close();
});

/** Runs `close` after the current scenario, before what was opened earlier. */
export function onCleanup(close: () => unknown): void {
  cleanups.push(close);
}

/** The host the scenarios' short links live on. */
export const SHORT_HOST = 'kurz.link';

export interface FaultDatabase {
  name: string;
  /** Straight to the instance (not through any proxy). */
  url: string;
  /** Open on `url`: for seeding and counting. */
  db: Db;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database on the instance, with a user `ada` (plan free) and her links
 * `codes` (seedLinks); dropped after the scenario.
 */
export async function createFaultDatabase(
  instance: PostgresInstance,
  ...codes: string[]
): Promise<FaultDatabase> {
  const name = `kurz_fault_${Math.random().toString(36).slice(2, 10)}`;
  await withAdmin(instance, (client) => client.query(`create database ${name}`));
  const url = adminUrl(instance, name);
  const db = openDatabase({ kind: 'postgres', url });
  const drop = async () => {
    await db.close();
    await withAdmin(instance, (client) =>
      client.query(`drop database if exists ${name} with (force)`),
    );
  };
  onCleanup(drop);
  await migrateToLatest(db.kysely);
  await seedUser(db, 'ada', 'free');
  await seedLinks(db, ...codes);
  return { name, url, db, drop };
}

/** A proxy to the instance whose network a scenario slows, stalls or cuts; closed after it. */
export async function startFaultProxy(instance: PostgresInstance): Promise<PgProxy> {
  const proxy = await startPgProxy({ host: '127.0.0.1', port: instance.port });
  onCleanup(() => proxy.close());
  return proxy;
}

/** Links `code` → https://example.com/<code> of ada on SHORT_HOST. */
async function seedLinks(db: Db, ...codes: string[]): Promise<void> {
  for (const code of codes) {
    await seedLink(db, `link-${code}`, 'ada', {
      domain: SHORT_HOST,
      code,
      url: `https://example.com/${code}`,
    });
  }
}

export { countClicks };

export async function withAdmin<T>(
  instance: PostgresInstance,
  use: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl(instance) });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/**
 * Kurz as `npm start` runs it, on `databaseUrl`, short links on SHORT_HOST, in a data
 * folder of its own; killed (if still running) after the scenario.
 */
export async function startKurz(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess & { dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-faults-'));
  const kurz = await startServerProcess({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    APP_URL: 'http://app.kurz.test',
    SHORT_DOMAINS: SHORT_HOST,
    AUTH_SECRET: 'fault-secret-0123456789abcdef0123456789abcdef',
    LOG_LEVEL: 'info',
    ...env,
  });
  onCleanup(async () => {
    if (kurz.child.exitCode === null) await kurz.stop('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { ...kurz, dataDir };
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  ms: number;
}

/** A GET over a keep-alive agent; a connection reset or any socket error rejects. */
export function get(
  base: string,
  path: string,
  options: { agent?: http.Agent; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}${path}`,
      {
        agent: options.agent,
        headers: { host: SHORT_HOST, ...options.headers },
        timeout: 15_000,
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            ms: performance.now() - started,
          }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error(`GET ${path}: no answer in 15 s`)));
    request.on('error', reject);
  });
}

/** Runs `task` `count` times, `concurrency` at a time; resolves with every result. */
export async function runPool<T>(
  count: number,
  concurrency: number,
  task: (i: number) => Promise<T>,
): Promise<PromiseSettledResult<T>[]> {
  const results: PromiseSettledResult<T>[] = new Array(count);
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i).then(
        (value) => ({ status: 'fulfilled' as const, value }),
        (reason: unknown) => ({ status: 'rejected' as const, reason }),
      );
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return results;
}

export const isRedirect = (status: number) => status >= 300 && status < 400;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 100 ms until it is true or `ms` pass. */
export async function waitFor(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return true;
    await sleep(100);
  }
  return false;
}

/**
 * A scenario: a test whose outcome joins the tier's counts in CI's summary (run, passed,
 * and the clicks it lost: 3xx served minus clicks stored, which it reports through
 * `lost`). A scenario that fails still counts as run.
 */
export function scenario(
  name: string,
  body: (count: { lost(n: number): void }) => Promise<void>,
  timeout = 60_000,
): void {
  it(
    name,
    async () => {
      let lost = 0;
      let passed = 0;
      try {
        await body({
          lost: (n) => {
            lost += Math.max(0, n);
          },
        });
        passed = 1;
      } finally {
        reportSuiteCounts('faults', [
          ['scenarios passed', passed],
          ['run', 1],
          ['clicks lost', lost],
        ]);
      }
    },
    timeout,
  );
}

export interface FaultApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/**
 * The built app (as createTestApp builds it) on `databaseUrl`, which may go through the
 * proxy; the database is migrated already (createFaultDatabase). Closed after the scenario.
 */
export async function createFaultApp(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<FaultApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-faults-app-'));
  const config = loadConfig({ ...TEST_ENV, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ...env });
  const db = openDatabase(config.database);
  const app = await buildApp({ config, db, log: pino({ level: 'silent' }) });
  await app.ready();
  const close = async () => {
    await app.close();
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  onCleanup(close);
  return { app, db, close };
}
