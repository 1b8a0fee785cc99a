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
