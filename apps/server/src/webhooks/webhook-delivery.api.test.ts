import { WEBHOOK_RETRY_WINDOW_MS } from '@kurz/shared';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type AuthClient, signedInClient } from '../../test/auth-client.js';
import {
  allowOnly,
  type LoopbackServer,
  type SeenRequest,
  startLoopbackServer,
} from '../../test/loopback-http.js';
import type { Clock } from '../context.js';
import { createSafeFetch } from '../net/create-safe-fetch.js';

/**
 * Webhooks end to end: link changes and clicks in, signed deliveries out to a real HTTP
 * receiver on loopback (the only address the test's fetcher policy lets through), retries
 * on an advanced clock, replay, and the disable rule with its mail.
 */

let t: TestApp;
let receiver: LoopbackServer;
let ada: AuthClient;
/** What the receiver answers next; 204 unless a test says. */
let answer: number;
const clock: Clock & { at: number } = { at: 0, now: () => clock.at };

beforeEach(async () => {
  answer = 204;
  clock.at = Date.now();
  receiver = await startLoopbackServer((_request, response) => {
    response.statusCode = answer;
    response.end();
  });
  const safeFetch = createSafeFetch({ policy: allowOnly(receiver) });
  t = await createTestApp({}, { safeFetch, clock });
  ada = await signedInClient(t.app, 'ada@example.com');
  await t.db.kysely.updateTable('users').set({ subscription_plan: 'pro' }).execute();
});
afterEach(async () => {
  await t.close();
  await receiver.close();
});

const hookUrl = () => `http://127.0.0.1:${receiver.port}/hooks/kurz`;

async function createEndpoint(
  events: string[],
  client = ada,
): Promise<{ id: string; secret: string }> {
  const created = await client.post('/api/webhooks', {
    url: hookUrl(),
    events,
    description: 'CRM',
  });
  expect(created.statusCode).toBe(201);
  return { id: created.json().endpoint.id, secret: created.json().secret };
}

/** The message, after checking its signature the way a receiver would (standardwebhooks). */
function verified(request: SeenRequest, secret: string) {
  const headers = {
    'webhook-id': String(request.headers['webhook-id']),
    'webhook-timestamp': String(request.headers['webhook-timestamp']),
    'webhook-signature': String(request.headers['webhook-signature']),
  };
  const hook = new Webhook(secret);
  const sentAt = new Date(Number(headers['webhook-timestamp']) * 1000);
  // verify() also wants the timestamp within 5 minutes of the real time; an attempt on the
  // advanced clock is checked against the signature standardwebhooks computes for it.
  if (Math.abs(sentAt.getTime() - Date.now()) < 60_000) hook.verify(request.body, headers);
  else
    expect(headers['webhook-signature']).toBe(
      hook.sign(headers['webhook-id'], sentAt, request.body),
    );
  expect(request.method).toBe('POST');
  expect(request.headers['content-type']).toBe('application/json');
  return JSON.parse(request.body) as {
    type: string;
    timestamp: string;
    data: Record<string, unknown>;
  };
}

const deliveries = (endpointId: string) =>
  t.db.kysely
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('endpoint_id', '=', endpointId)
    .orderBy('created_at')
    .execute();

describe('link events', () => {
  it('posts signed link.created, link.updated and link.deleted messages to the receiver', async () => {
    const { secret } = await createEndpoint(['link.created', 'link.updated', 'link.deleted']);
    const created = await ada.post('/api/shorten', {
      full_url: 'https://example.com/launch',
      short_url: 'hooked',
    });
    const linkId = created.json().id;
    expect(
      (await ada.send('PATCH', `/api/links/${linkId}`, { full_url: 'https://example.com/v2' }))
        .statusCode,
    ).toBe(200);
    expect((await ada.send('DELETE', `/api/links/${linkId}`)).statusCode).toBe(200);
    await t.app.webhooks.drainDue();

    const messages = receiver.requests.map((request) => verified(request, secret));
    expect(messages.map((m) => m.type).sort()).toEqual([
      'link.created',
      'link.deleted',
      'link.updated',
    ]);
    const byType = Object.fromEntries(messages.map((m) => [m.type, m]));
    expect(byType['link.created']?.data).toMatchObject({
      id: linkId,
      short_url: 'hooked',
      full_url: 'https://example.com/launch',
      short_link: 'https://kurz.link/hooked',
      clicks: 0,
    });
    expect(byType['link.updated']?.data).toMatchObject({
      id: linkId,
      full_url: 'https://example.com/v2',
    });
    expect(byType['link.deleted']?.data).toMatchObject({ id: linkId, short_url: 'hooked' });
    expect(byType['link.deleted']?.data).not.toHaveProperty('clicks');
    expect(new Date(String(byType['link.created']?.timestamp)).getTime()).toBe(clock.at);
    expect(new Set(receiver.requests.map((r) => r.headers['webhook-id'])).size).toBe(3);
  });

  it('sends only the events an endpoint subscribes to, and nothing to other workspaces', async () => {
    await createEndpoint(['link.deleted']);
    const bob = await signedInClient(t.app, 'bob@example.com');
    await t.db.kysely.updateTable('users').set({ subscription_plan: 'pro' }).execute();
    await createEndpoint(['link.created', 'link.deleted'], bob);
    await ada.post('/api/shorten', { full_url: 'https://example.com/quiet' });
    await t.app.webhooks.drainDue();
    expect(receiver.requests).toEqual([]);
  });

  it('queues nothing while the endpoint is disabled', async () => {
    const { id } = await createEndpoint(['link.created']);
    expect(
      (await ada.send('PATCH', `/api/webhooks/${id}`, { enabled: false })).json().endpoint,
    ).toMatchObject({
      enabled: false,
      disabled_reason: 'Disabled by a user',
    });
    await ada.post('/api/shorten', { full_url: 'https://example.com/off' });
    expect(await deliveries(id)).toEqual([]);
  });

  it("queues nothing for a personal endpoint while its creator's plan is below pro", async () => {
    const { id } = await createEndpoint(['link.created']);
    await t.db.kysely.updateTable('users').set({ subscription_plan: 'premium' }).execute();
    await ada.post('/api/shorten', { full_url: 'https://example.com/lapsed' });
    expect(await deliveries(id)).toEqual([]);
    await t.db.kysely.updateTable('users').set({ subscription_plan: 'pro' }).execute();
    await ada.post('/api/shorten', { full_url: 'https://example.com/back' });
    expect(await deliveries(id)).toHaveLength(1);
  });
});

describe('retries, replay and test events', () => {
  it('retries a failed delivery on the schedule with the same webhook-id until it succeeds', async () => {
    const { id, secret } = await createEndpoint(['link.created']);
    answer = 500;
    await ada.post('/api/shorten', { full_url: 'https://example.com/retry' });
    await t.app.webhooks.drainDue();
    const [first] = await deliveries(id);
    expect(first).toMatchObject({
      status: 'pending',
      attempts: 1,
      response_status: 500,
      last_error: 'HTTP 500',
    });
    expect(Number(first?.next_attempt_at)).toBe(clock.at + 5000);

    clock.at += 4000;
    await t.app.webhooks.drainDue(); // not due yet
    expect(receiver.requests).toHaveLength(1);

    answer = 200;
    clock.at += 1000;
    await t.app.webhooks.drainDue();
    expect(receiver.requests).toHaveLength(2);
    const [one, two] = receiver.requests.map((request) => request.headers['webhook-id']);
    expect(two).toBe(one);
    verified(receiver.requests[1] as SeenRequest, secret);
    expect(await deliveries(id)).toMatchObject([
      { status: 'delivered', attempts: 2, response_status: 200, last_error: null },
    ]);

    const log = (await ada.get(`/api/webhooks/${id}/deliveries`)).json();
    expect(log.deliveries).toMatchObject([
      {
        id: one,
        event_type: 'link.created',
        status: 'delivered',
        attempts: 2,
        response_status: 200,
        next_attempt_at: null,
      },
    ]);
  });

  it('counts a refused address as a failure, recorded with the reason', async () => {
    const { id } = await createEndpoint(['link.created']);
    // The receiver's name now points somewhere the policy refuses (DNS changed after saving).
    await t.db.kysely
      .updateTable('webhook_endpoints')
      .set({ url: 'http://127.0.0.1:9/in' })
      .execute();
    await ada.post('/api/shorten', { full_url: 'https://example.com/refused' });
    await t.app.webhooks.drainDue();
    const [row] = await deliveries(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, response_status: null });
    expect(row?.last_error).toMatch(/^refused-address: /);
  });

  it('replays a delivered message with the same webhook-id and body', async () => {
    const { id, secret } = await createEndpoint(['link.created']);
    await ada.post('/api/shorten', { full_url: 'https://example.com/replay' });
    await t.app.webhooks.drainDue();
    const [row] = await deliveries(id);
    const replayed = await ada.post(`/api/webhooks/${id}/deliveries/${row?.id}/replay`, {});
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json().delivery).toMatchObject({ id: row?.id, status: 'pending', attempts: 0 });
    await t.app.webhooks.drainDue();
    expect(receiver.requests).toHaveLength(2);
    expect(receiver.requests[1]?.headers['webhook-id']).toBe(row?.id);
    expect(receiver.requests[1]?.body).toBe(receiver.requests[0]?.body);
    verified(receiver.requests[1] as SeenRequest, secret);
    const unknown = await ada.post(`/api/webhooks/${id}/deliveries/msg_nope/replay`, {});
    expect(unknown.statusCode).toBe(404);
  });

  it('sends a test event to one endpoint, signed with a rotated secret from then on', async () => {
    const { id, secret } = await createEndpoint(['link.clicked']);
    const rotated = await ada.post(`/api/webhooks/${id}/rotate-secret`, {});
    expect(rotated.statusCode).toBe(200);
    const newSecret = rotated.json().secret;
    expect(newSecret).not.toBe(secret);
    expect((await ada.post(`/api/webhooks/${id}/test`, {})).statusCode).toBe(200);
    await t.app.webhooks.drainDue();
    const [request] = receiver.requests;
    expect(verified(request as SeenRequest, newSecret)).toMatchObject({
      type: 'webhook.test',
      data: { endpoint_id: id },
    });
    expect(() => verified(request as SeenRequest, secret)).toThrow();
  });
});

describe('an endpoint that keeps failing', () => {
  it('is given up after 3 days of retries, disabled, and its creator mailed once', async () => {
    const { id } = await createEndpoint(['link.created']);
    answer = 503;
    await ada.post('/api/shorten', { full_url: 'https://example.com/down' });
    await ada.post('/api/shorten', { full_url: 'https://example.com/down-too' });
    const started = clock.at;
    for (let round = 0; round < 20; round++) {
      await t.app.webhooks.drainDue();
      const pending = (await deliveries(id)).filter((row) => row.status === 'pending');
      const next = Math.min(...pending.map((row) => Number(row.next_attempt_at)));
      if (next > started + 2 * WEBHOOK_RETRY_WINDOW_MS) break;
      clock.at = next;
    }
    const rows = await deliveries(id);
    expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'failed']);
    expect(rows[0]?.attempts).toBe(12);
    expect(clock.at - started).toBeLessThanOrEqual(WEBHOOK_RETRY_WINDOW_MS);

    const { endpoints } = (await ada.get('/api/webhooks')).json();
    expect(endpoints).toMatchObject([
      { id, enabled: false, last_delivery: { status: 'failed', response_status: 503 } },
    ]);
    expect(endpoints[0].disabled_reason).toContain('HTTP 503');
    const outbox = (await t.app.inject({ url: '/api/dev/outbox' })).json() as {
      messages: { to: string; subject: string; text: string }[];
    };
    const mails = outbox.messages.filter((m) => m.subject.includes('webhook was disabled'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'ada@example.com' });
    expect(mails[0]?.text).toContain(hookUrl());

    // Disabled: new events are not queued; enabling clears the reason and sends again.
    answer = 204;
    await ada.post('/api/shorten', { full_url: 'https://example.com/while-off' });
    expect(await deliveries(id)).toHaveLength(2);
    const enabled = await ada.send('PATCH', `/api/webhooks/${id}`, { enabled: true });
    expect(enabled.json().endpoint).toMatchObject({
      enabled: true,
      disabled_reason: null,
      disabled_at: null,
    });
    await ada.post('/api/shorten', { full_url: 'https://example.com/back' });
    const before = receiver.requests.length;
    await t.app.webhooks.drainDue();
    expect(receiver.requests).toHaveLength(before + 1);
  });
});

describe('link.clicked', () => {
  it('hands clicks over in one batched delivery per endpoint, without visitor identity', async () => {
    const { secret } = await createEndpoint(['link.clicked']);
    await ada.post('/api/shorten', {
      full_url: 'https://example.com/clicked',
      short_url: 'click-me',
    });
    const bob = await signedInClient(t.app, 'bob@example.com');
    const bobs = await bob.post('/api/shorten', {
      full_url: 'https://example.com/bob',
      short_url: 'bob-link',
    });
    expect(bobs.statusCode).toBe(200);
    const open = (code: string, query = '') =>
      t.app.inject({
        url: `/${code}${query}`,
        headers: {
          host: 'kurz.link',
          'user-agent': 'Mozilla/5.0 Firefox/128.0',
          referer: 'https://news.example/a',
        },
      });
    for (let i = 0; i < 3; i++) expect((await open('click-me')).statusCode).toBe(302);
    expect((await open('click-me', '?qr=1')).statusCode).toBe(302);
    expect((await open('bob-link')).statusCode).toBe(302);
    await t.app.clicks.flush();

    expect(await t.app.webhooks.queueClicks()).toBe(5);
    await t.app.webhooks.drainDue();
    expect(receiver.requests).toHaveLength(1);
    const message = verified(receiver.requests[0] as SeenRequest, secret);
    expect(message.type).toBe('link.clicked');
    const clicks = message.data.clicks as Record<string, unknown>[];
    expect(clicks).toHaveLength(4);
    expect(clicks[0]).toMatchObject({
      domain: 'kurz.link',
      code: 'click-me',
      browser: 'Firefox',
      referrer_host: 'news.example',
      is_qr: false,
    });
    expect(clicks.filter((click) => click.is_qr)).toHaveLength(1);
    expect(receiver.requests[0]?.body).not.toMatch(/visitor|hash|"ip"/);

    // Handed over once: the next run has nothing new.
    expect(await t.app.webhooks.queueClicks()).toBe(0);
    await t.app.webhooks.drainDue();
    expect(receiver.requests).toHaveLength(1);
  });
});
