import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_ENV } from '../../test/app.js';
import { signedInClient } from '../../test/auth-client.js';
import { openTestDatabase, type TestDatabase } from '../../test/databases.js';
import { testRedisUrl } from '../../test/redis.js';
import { buildApp } from '../app.js';
import { ConfigError, loadConfig } from '../config.js';
import { RateLimited } from '../errors.js';
import { RateLimitStore } from '../http/rate-limit.js';

/** Redis: shared rate limits and link-change signals, never a dependency of a redirect. */
const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (let close = cleanups.pop(); close; close = cleanups.pop()) await close();
});

/** Lines the app logged, for the warnings it must give exactly once. */
function capturingLog() {
  const lines: { level: number; msg: string }[] = [];
  const log = pino(
    { level: 'info' },
    { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }) },
  );
  return { log, warnings: () => lines.filter((line) => line.level === 40).map((l) => l.msg) };
}

async function sharedDatabase(): Promise<TestDatabase> {
  const db = await openTestDatabase();
  cleanups.push(() => db.dispose());
  return db;
}

/** One server process as main.ts builds it: its own DATA_DIR, a database others may share. */
async function startProcess(
  db: TestDatabase,
  env: Record<string, string>,
  options: { log?: pino.Logger; feedEveryMs?: number } = {},
): Promise<FastifyInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-redis-'));
  const app = await buildApp({
    config: loadConfig({ ...TEST_ENV, DATA_DIR: dataDir, ...env }),
    db,
    log: options.log ?? pino({ level: 'silent' }),
    ...(options.feedEveryMs && {
      linkChangeFeed: {
        everyMs: options.feedEveryMs,
        gapWaitMs: 30_000,
        keepMs: 3_600_000,
        pruneEveryMs: 600_000,
      },
    }),
  });
  await app.ready();
  cleanups.push(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const checkEmail = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/check-email-exists',
    remoteAddress: ip,
    payload: { email_to_check: 'someone@example.com' },
  });

/** The statuses of `count` email checks from `ip`, sent to `apps` in turn. */
async function checksInTurn(apps: FastifyInstance[], ip: string, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++)
    statuses.push((await checkEmail(apps[i % apps.length] as FastifyInstance, ip)).statusCode);
  return statuses;
}

const METRICS_TOKEN = 'redis-metrics-token-0123456789';

/** What /metrics says of Redis: 1 connected, 0 not. */
async function redisGauge(app: FastifyInstance): Promise<string | undefined> {
  const scraped = await app.inject({
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  return /^kurz_redis_connected (\d+)$/m.exec(scraped.body)?.[1];
}

const uniqueIp = () =>
  `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

describe('a REDIS_URL that does not answer', () => {
  it('boots anyway, warns once, and limits each address in this process', async () => {
    const { log, warnings } = capturingLog();
    const url = `redis://127.0.0.1:${await closedPort()}`;
    const app = await startProcess(
      await sharedDatabase(),
      { REDIS_URL: url, METRICS_TOKEN },
      { log },
    );
    expect(await redisGauge(app)).toBe('0');
    const statuses = await checksInTurn([app], uniqueIp(), 21);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 600)); // a reconnect attempt or two
    expect(warnings().filter((msg) => msg.startsWith('Redis unreachable'))).toHaveLength(1);
  });

  it('stops the boot with REDIS_REQUIRED=true, naming the variable', async () => {
    const url = `redis://127.0.0.1:${await closedPort()}`;
    const boot = startProcess(await sharedDatabase(), { REDIS_URL: url, REDIS_REQUIRED: 'true' });
    await expect(boot).rejects.toThrow(ConfigError);
    await expect(boot).rejects.toThrow(
      /REDIS_URL: Redis at 127\.0\.0\.1:\d+ .*REDIS_REQUIRED=true/,
    );
  });
});

describe.skipIf(!testRedisUrl)('with Redis (TEST_REDIS_URL)', () => {
  const withCredentials = (user: string, password: string) => {
    const url = new URL(testRedisUrl);
    url.username = user;
    url.password = password;
    return url.toString();
  };

  it('boots with a warning on a wrong password, and refuses with REDIS_REQUIRED=true', async () => {
    const db = await sharedDatabase();
    const wrong = withCredentials('kurz-nobody', 'wrong-password');
    const { log, warnings } = capturingLog();
    await startProcess(db, { REDIS_URL: wrong }, { log });
    expect(warnings().filter((msg) => msg.startsWith('Redis unreachable'))).toHaveLength(1);
    await expect(startProcess(db, { REDIS_URL: wrong, REDIS_REQUIRED: 'true' })).rejects.toThrow(
      /REDIS_URL: .*WRONGPASS/,
    );
  });

  it("counts an address's requests in every process together", async () => {
    const db = await sharedDatabase();
    const apps = [
      await startProcess(db, { REDIS_URL: testRedisUrl, METRICS_TOKEN }),
      await startProcess(db, { REDIS_URL: testRedisUrl }),
    ];
    expect(await redisGauge(apps[0] as FastifyInstance)).toBe('1');
    // The rule allows 20 a minute: alone, each process would let 20 through.
    const statuses = await checksInTurn(apps, uniqueIp(), 22);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });

  it("counts better-auth's sign-in limit in every process together", async () => {
    const db = await sharedDatabase();
    const apps = [
      await startProcess(db, { REDIS_URL: testRedisUrl }),
      await startProcess(db, { REDIS_URL: testRedisUrl }),
    ];
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const signIn = await (apps[i % 2] as FastifyInstance).inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: ip,
        headers: { origin: 'https://app.kurz.test', host: 'app.kurz.test' },
        payload: { email: `nobody-${uniqueIp()}@example.com`, password: 'Wrong-pass-1' },
      });
      statuses.push(signIn.statusCode);
    }
    // Five a minute per address (accounts/auth.ts): the sixth is refused whichever answers.
    expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it("counts an API key's calls of a minute in Redis, whichever process answers", async () => {
    const db = await sharedDatabase();
    const apps = [
      await startProcess(db, { REDIS_URL: testRedisUrl }),
      await startProcess(db, { REDIS_URL: testRedisUrl }),
    ];
    const email = `api-${Date.now()}@example.com`;
    const ada = await signedInClient(apps[0] as FastifyInstance, email);
    await db.kysely
      .updateTable('users')
      .set({ subscription_plan: 'pro' })
      .where('email', '=', email)
      .execute();
    const created = await ada.post('/api/api-keys', { name: 'minute', scopes: ['links:read'] });
    const { secret } = created.json() as { secret: string };
    const statuses: number[] = [];
    // Pro keys make 120 calls a minute; a minute boundary crossed mid-test restarts the count.
    const started = Date.now();
    for (let call = 0; call < 121; call++) {
      const listed = await (apps[call % 2] as FastifyInstance).inject({
        url: '/api/v1/links',
        headers: { authorization: `Bearer ${secret}`, host: 'app.kurz.test' },
      });
      statuses.push(listed.statusCode);
    }
    if (Math.floor(started / 60_000) === Math.floor(Date.now() / 60_000)) {
      expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
      expect(statuses[120]).toBe(429);
    }
    // Counted in Redis: the database's minute windows stayed empty.
    const windows = await db.kysely.selectFrom('api_rate_windows').selectAll().execute();
    expect(windows).toEqual([]);
  });

  it('counts in this process while Redis is gone, and never waits for it', async () => {
    const redis = new Redis(testRedisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    await new Promise((resolve) => redis.once('ready', resolve));
    const store = new RateLimitStore(redis);
    const rule = { name: `gone-${Math.random()}`, limit: 2, windowSeconds: 60 };
    await store.consume(rule, 'k');
    redis.disconnect();
    const started = Date.now();
    await store.consume(rule, 'k');
    await store.consume(rule, 'k');
    await expect(store.consume(rule, 'k')).rejects.toThrow(RateLimited);
    expect(Date.now() - started).toBeLessThan(200);
  });

  it('brings a link edited in one process to every other at once, not at the feed tick', async () => {
    const db = await sharedDatabase();
    // The feed's tick is a minute here: only Redis's signal can bring the change in time.
    const env = { REDIS_URL: testRedisUrl };
    const [writer, reader] = [
      await startProcess(db, env, { feedEveryMs: 60_000 }),
      await startProcess(db, env, { feedEveryMs: 60_000 }),
    ];
    // Counters live in Redis across runs: a name of its own, clear of any account limit.
    const ada = await signedInClient(writer, `ada-${Date.now()}@example.com`);
    const code = `signal-${Date.now()}`;
    const created = await ada.post('/api/shorten', {
      full_url: 'https://example.com/before',
      short_url: code,
    });
    expect(created.statusCode).toBe(200);
    const { links } = (await ada.get('/api/links')).json() as { links: { id: string }[] };
    const visit = () => reader.inject({ url: `/${code}`, headers: { host: 'kurz.link' } });
    expect((await visit()).headers.location).toBe('https://example.com/before');

    const edited = await ada.send('PATCH', `/api/links/${links[0]?.id}`, {
      full_url: 'https://example.com/after',
    });
    expect(edited.statusCode).toBe(200);
    const started = Date.now();
    while ((await visit()).headers.location !== 'https://example.com/after') {
      expect(Date.now() - started).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    console.log(`link change reached the other process in ${Date.now() - started} ms`);
  });
});
