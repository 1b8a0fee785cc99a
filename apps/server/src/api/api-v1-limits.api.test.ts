import { API_MESSAGES, type ApiScope } from '@kurz/shared';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '../../test/api-v1.generated.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import type { AuthClient } from '../../test/auth-client.js';
import { userOnPlan } from '../../test/custom-domains.js';

/**
 * The API's limits on a clock the test sets: pro keys 120 calls a minute each, pro users
 * 10,000 calls a month; every answer tells them in the IETF RateLimit headers.
 */

const clock = { at: 0, now: () => clock.at };
/** A quarter past noon on 20 June 2030 (UTC): 45 s left in the minute, June has 30 days. */
const NOON = Date.UTC(2030, 5, 20, 12, 0, 0);
const JULY = Date.UTC(2030, 6, 1);
const JUNE_SECONDS = 30 * 86_400;

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

async function keyOf(user: AuthClient, scopes: ApiScope[] = ['links:read']) {
  const created = await user.post('/api/api-keys', { name: 'limits', scopes });
  expect(created.statusCode, created.body).toBe(201);
  const { secret, key } = created.json() as { secret: string; key: { id: string } };
  const client = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${secret}` } });
  return { id: key.id, list: () => client.GET('/api/v1/links') };
}

const headersOf = ({ response }: { response: Response }) => ({
  status: response.status,
  policy: response.headers.get('ratelimit-policy'),
  limit: response.headers.get('ratelimit'),
  retryAfter: response.headers.get('retry-after'),
});

describe('the per-key limit of 120 calls a minute (pro)', () => {
  it('answers 120 calls, counting down; refuses the 121st until the minute ends', async () => {
    const ada = await userOnPlan(t, 'ada@example.com', 'pro');
    const key = await keyOf(ada);
    clock.at = NOON + 15_000;
    const policy = `"minute";q=120;w=60, "month";q=10000;w=${JUNE_SECONDS}`;
    for (let call = 1; call <= 120; call++) {
      expect(headersOf(await key.list())).toEqual({
        status: 200,
        policy,
        limit: `"minute";r=${120 - call};t=45`,
        retryAfter: null,
      });
    }

    const refused = await key.list();
    expect(headersOf(refused)).toEqual({
      status: 429,
      policy,
      limit: '"minute";r=0;t=45',
      retryAfter: '45',
    });
    expect(refused.error).toEqual({ error: API_MESSAGES.perMinute(120), code: 'rate_limited' });

    clock.at = NOON + 50_000;
    expect(headersOf(await key.list())).toMatchObject({ status: 429, retryAfter: '10' });

    clock.at = NOON + 60_000;
    expect(headersOf(await key.list())).toEqual({
      status: 200,
      policy,
      limit: '"minute";r=119;t=60',
      retryAfter: null,
    });

    const usage = (await ada.get('/api/api-usage')).json();
    expect(usage.keys.find((row: { id: string }) => row.id === key.id)).toMatchObject({
      calls: 121,
      refused: 2,
    });
  });

  it("is each key's own: another key of the same user still passes", async () => {
    const grace = await userOnPlan(t, 'grace@example.com', 'pro');
    const [busy, idle] = [await keyOf(grace), await keyOf(grace)];
    clock.at = NOON + 30_000;
    for (let call = 1; call <= 120; call++) expect((await busy.list()).response.status).toBe(200);
    expect(headersOf(await busy.list())).toMatchObject({ status: 429, retryAfter: '30' });
    expect(headersOf(await idle.list())).toMatchObject({
      status: 200,
      limit: '"minute";r=119;t=30',
    });
  });

  it('tells the limit on refusals of the call itself too (an unknown link: 404)', async () => {
    const linus = await userOnPlan(t, 'linus@example.com', 'pro');
    const created = (
      await linus.post('/api/api-keys', { name: 'x', scopes: ['links:read'] })
    ).json() as { secret: string };
    const client = createClient<paths>({
      baseUrl,
      headers: { authorization: `Bearer ${created.secret}` },
    });
    clock.at = NOON;
    const missing = await client.GET('/api/v1/links/{id}', {
      params: { path: { id: 'no-such-link' } },
    });
    expect(headersOf(missing)).toMatchObject({ status: 404, limit: '"minute";r=119;t=60' });
  });
});

describe('the monthly quota of 10,000 calls (pro)', () => {
  it('answers the 10,000th call of the month, refuses the next until July, whichever key calls', async () => {
    const bob = await userOnPlan(t, 'bob@example.com', 'pro');
    const [scripts, cron] = [await keyOf(bob), await keyOf(bob)];
    const { id: bobId } = (await bob.get('/api/profile')).json();
    // The month so far, as the meter counts it: rows per key and day. May's do not count.
    await t.db.kysely
      .insertInto('api_usage')
      .values([
        { key_id: scripts.id, user_id: bobId, day: '2030-05-31', calls: 50_000 },
        { key_id: scripts.id, user_id: bobId, day: '2030-06-01', calls: 6_000 },
        { key_id: cron.id, user_id: bobId, day: '2030-06-19', calls: 3_999 },
      ])
      .execute();
    clock.at = NOON;
    const untilJuly = (JULY - NOON) / 1000;

    expect(headersOf(await cron.list())).toEqual({
      status: 200,
      policy: `"minute";q=120;w=60, "month";q=10000;w=${JUNE_SECONDS}`,
      limit: `"month";r=0;t=${untilJuly}`,
      retryAfter: null,
    });
    const refused = await scripts.list();
    expect(headersOf(refused)).toMatchObject({
      status: 429,
      limit: `"month";r=0;t=${untilJuly}`,
      retryAfter: String(untilJuly),
    });
    expect(refused.error).toEqual({ error: API_MESSAGES.monthly(10_000), code: 'rate_limited' });

    clock.at = JULY - 1_000;
    expect(headersOf(await cron.list())).toMatchObject({ status: 429, retryAfter: '1' });

    clock.at = JULY;
    expect(headersOf(await scripts.list())).toEqual({
      status: 200,
      policy: `"minute";q=120;w=60, "month";q=10000;w=${31 * 86_400}`,
      limit: '"minute";r=119;t=60',
      retryAfter: null,
    });
  });
});

describe('enterprise: 600 calls a minute per key, no monthly quota', () => {
  it('refuses the 601st call of a minute and names no month', async () => {
    const eve = await userOnPlan(t, 'eve@example.com', 'enterprise');
    const key = await keyOf(eve);
    clock.at = NOON + 45_000;
    // The minute so far, as the meter counts it, rather than 599 calls.
    await t.db.kysely
      .insertInto('api_rate_windows')
      .values({ key_id: key.id, window_start: NOON, calls: 599 })
      .execute();
    expect(headersOf(await key.list())).toEqual({
      status: 200,
      policy: '"minute";q=600;w=60',
      limit: '"minute";r=0;t=15',
      retryAfter: null,
    });
    const refused = await key.list();
    expect(headersOf(refused)).toMatchObject({ status: 429, retryAfter: '15' });
    expect(refused.error).toEqual({ error: API_MESSAGES.perMinute(600), code: 'rate_limited' });
  });
});
