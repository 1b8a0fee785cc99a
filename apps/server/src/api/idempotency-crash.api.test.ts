import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_MESSAGES } from '@kurz/shared';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ServerProcess,
  signUpAndShorten,
  startServerProcess,
} from '../../test/server-process.js';
import { startZoneDns, type ZoneDns } from '../../test/zone-dns.js';
import { IDEMPOTENCY_LEASE_MS } from './idempotency.js';

let server: ServerProcess | undefined;
let dns: ZoneDns | undefined;
const dirs: string[] = [];
afterEach(async () => {
  if (server?.child.exitCode === null) await server.stop('SIGKILL');
  server = undefined;
  await dns?.close();
  dns = undefined;
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const ORIGIN = 'http://127.0.0.1:1';
const DOMAIN = 'links.acme-crash.com';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(isDone: () => boolean, ms: number): Promise<boolean> {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await sleep(50))
    if (isDone()) return true;
  return isDone();
}

// Two server starts through tsx and a lease to wait out: tens of seconds on a busy machine.
describe('an Idempotency-Key whose request died with the server', { timeout: 90_000 }, () => {
  it('is answered on a retry after the restart, once the dead claim’s lease has passed', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-idempotency-'));
    dirs.push(dataDir);
    dns = await startZoneDns();
    const env = { DATA_DIR: dataDir, APP_URL: ORIGIN, DNS_SERVERS: dns.server };
    server = await startServerProcess(env);
    const cookie = await signUpAndShorten(server.url, ORIGIN, 'crash-key');
    const direct = new SQLite(path.join(dataDir, 'kurz.db'));
    direct.prepare(`update users set subscription_plan = 'pro'`).run();
    direct.close();
    const created = await fetch(`${server.url}/api/api-keys`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'retries', scopes: ['domains:write'] }),
    });
    expect(created.status).toBe(201);
    const { secret } = (await created.json()) as { secret: string };
    const call = (base: string, url: string, body: object, key?: string) =>
      fetch(base + url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${secret}`,
          'content-type': 'application/json',
          ...(key && { 'idempotency-key': key }),
        },
        body: JSON.stringify(body),
      });
    const added = await call(server.url, '/api/v1/domains', { domain: DOMAIN });
    expect(added.status, await added.clone().text()).toBe(201);
    const { domain } = (await added.json()) as { domain: { id: string } };
    const verify = (base: string) =>
      call(base, `/api/v1/domains/${domain.id}/verify`, {}, 'verify-after-crash');

    // The DNS server does not answer: the verification hangs while the process dies.
    dns.silent.add(DOMAIN);
    dns.silent.add(`_kurz.${DOMAIN}`);
    const lost = verify(server.url).catch((error: unknown) => error);
    expect(await until(() => dns?.queries.some((q) => q.endsWith(DOMAIN)) ?? false, 10_000)).toBe(
      true,
    );
    await server.stop('SIGKILL');
    // The dead claim's lease runs from its last renewal, before the kill.
    const killed = Date.now();
    expect(await lost).toBeInstanceOf(Error);

    dns.silent.clear();
    server = await startServerProcess(env);
    const base = server.url;
    const early = await verify(base);
    // Still within the dead claim's lease: it might be a request another process answers.
    // (A restart slower than that on a busy machine leaves only the answer after it.)
    if (Date.now() - killed < IDEMPOTENCY_LEASE_MS / 2) {
      expect(early.status).toBe(409);
      expect(((await early.json()) as { error: string }).error).toBe(
        API_MESSAGES.idempotencyInProgress,
      );
    }
    let answer = early;
    for (
      const deadline = Date.now() + 3 * IDEMPOTENCY_LEASE_MS;
      answer.status === 409 && Date.now() < deadline;
      answer = await verify(base)
    )
      await sleep(500);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('idempotent-replayed')).toBeNull();
    expect(await answer.json()).toMatchObject({ verified: false });
    const replayed = await verify(base);
    expect(replayed.status).toBe(200);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
  });
});
