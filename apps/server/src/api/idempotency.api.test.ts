import type http from 'node:http';
import { API_MESSAGES } from '@kurz/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { userOnPlan } from '../../test/custom-domains.js';
import {
  allowOnly,
  type LoopbackServer,
  resolverOf,
  startLoopbackServer,
} from '../../test/loopback-http.js';
import { createSafeFetch } from '../net/create-safe-fetch.js';
import { IDEMPOTENCY_LEASE_MS } from './idempotency.js';

/**
 * Idempotency-Key on a clock the test sets, with the destination probe on: a real
 * destination on loopback whose answers each test decides (held, refused, answered).
 */
const clock = { at: Date.UTC(2030, 5, 20, 12, 0, 0), now: () => clock.at };
let t: TestApp;
let site: LoopbackServer;
let secret: string;
let keyId: string;
/** How the destination answers the next probe. */
let answer: (response: http.ServerResponse) => void;
const held: http.ServerResponse[] = [];

beforeAll(async () => {
  site = await startLoopbackServer((_request, response) => answer(response));
  const safeFetch = createSafeFetch({
    resolve: resolverOf({ 'site.invalid': '127.0.0.1' }),
    policy: allowOnly(site),
    timeoutMs: 20_000,
  });
  t = await createTestApp({ DESTINATION_PROBE: 'on' }, { safeFetch, clock });
  const ada = await userOnPlan(t, 'ada@example.com', 'pro');
  const created = await ada.post('/api/api-keys', { name: 'retries', scopes: ['links:write'] });
  expect(created.statusCode, created.body).toBe(201);
  secret = created.json().secret;
  keyId = created.json().key.id;
});
afterAll(async () => {
  for (const response of held) response.destroy();
  await t.close();
  await site.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const create = (key: string, path: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/links',
    headers: { host: 'app.kurz.test', authorization: `Bearer ${secret}`, 'idempotency-key': key },
    payload: { full_url: `http://site.invalid:${site.port}${path}` },
  });

describe('a request still being answered', () => {
  it('keeps its key past the lease, renewing it: a concurrent duplicate gets 409, then the answer', async () => {
    answer = (response) => held.push(response);
    const first = create('slow-answer', '/slow');
    for (let tries = 0; held.length === 0 && tries < 200; tries++) await sleep(25);
    expect(held).toHaveLength(1);

    const duplicate = await create('slow-answer', '/slow');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toBe(API_MESSAGES.idempotencyInProgress);
    // Past the lease on the clock, with a renewal since: still its request's.
    clock.at += IDEMPOTENCY_LEASE_MS + 1;
    await sleep(IDEMPOTENCY_LEASE_MS / 5 + 500);
    expect((await create('slow-answer', '/slow')).statusCode).toBe(409);

    held.shift()?.writeHead(200).end('<title>Slow</title>');
    const answered = await first;
    expect(answered.statusCode, answered.body).toBe(201);
    const replayed = await create('slow-answer', '/slow');
    expect(replayed.statusCode).toBe(201);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json().id).toBe(answered.json().id);
  });
});

describe('a refusal that is not the request’s fault', () => {
  it('is not kept past the per-minute limit: the same request a minute later creates the link', async () => {
    const minute = clock.at - (clock.at % 60_000);
    await t.db.kysely
      .insertInto('api_rate_windows')
      .values({ key_id: keyId, window_start: minute, calls: 120 })
      .onConflict((conflict) =>
        conflict.columns(['key_id', 'window_start']).doUpdateSet({ calls: 120 }),
      )
      .execute();
    answer = (response) => response.writeHead(200).end();
    const refused = await create('over-the-limit', '/limited');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(API_MESSAGES.perMinute(120));
    clock.at = minute + 60_000;
    const later = await create('over-the-limit', '/limited');
    expect(later.statusCode, later.body).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
  });

  it('is not kept when the destination could not be reached: a retry probes again', async () => {
    answer = (response) => response.socket?.destroy();
    const unreachable = await create('host-was-down', '/flaky');
    expect(unreachable.statusCode).toBe(400);
    expect(unreachable.json().error).toBe('Invalid URL or not accessible');
    answer = (response) => response.writeHead(200).end();
    const retried = await create('host-was-down', '/flaky');
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });

  it('is kept when the destination answered that the page is not there (404)', async () => {
    answer = (response) => response.writeHead(404).end();
    expect((await create('page-was-gone', '/gone')).statusCode).toBe(400);
    answer = (response) => response.writeHead(200).end();
    const retried = await create('page-was-gone', '/gone');
    expect(retried.statusCode).toBe(400);
    expect(retried.headers['idempotent-replayed']).toBe('true');
  });
});
