import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type AuthClient, signedInClient } from '../../test/auth-client.js';
import { setPlan } from '../../test/custom-domains.js';
import {
  allowOnly,
  type LoopbackServer,
  resolverOf,
  startLoopbackServer,
} from '../../test/loopback-http.js';
import { createTeam } from '../../test/teams.js';
import { DevOutbox } from '../mail/dev-outbox.js';
import { createSafeFetch } from '../net/create-safe-fetch.js';
import { CHECK_EVERY_MS, checkDueLinks, type LinkHealthCtx } from './check-link-health.js';

/**
 * Link health through the API: opting in at /api/shorten, PATCH and the team
 * calls, premium or higher to turn it on and anyone to turn it off, the last result on
 * the link, forgotten when the check is turned off or the destination changes.
 */
const START = Date.parse('2030-03-01T12:00:00Z');
let now = START;
let t: TestApp;
let ada: AuthClient;
let site: LoopbackServer;
let outbox: DevOutbox;

const resolve = () => resolverOf({ 'site.invalid': '127.0.0.1' });

beforeEach(async () => {
  now = START;
  site = await startLoopbackServer((request, response) =>
    response.writeHead(request.url === '/gone' ? 404 : 200).end(),
  );
  const safeFetch = createSafeFetch({ resolve: resolve(), policy: allowOnly(site) });
  t = await createTestApp({}, { clock: { now: () => now }, safeFetch });
  ada = await signedInClient(t.app, 'ada@example.com');
  await setPlan(t, 'ada@example.com', 'premium');
  outbox = new DevOutbox('Kurz <no-reply@kurz.test>', pino({ level: 'silent' }), {
    now: () => now,
  });
});
afterEach(async () => {
  await t.close();
  await site.close();
});

const siteUrl = (path: string) => `http://site.invalid:${site.port}${path}`;

/** A round a day later, on the app's database, mailing into `outbox`. */
function nextRound(): Promise<number> {
  now += CHECK_EVERY_MS + 1;
  const ctx: LinkHealthCtx = {
    config: t.config,
    db: t.db.kysely,
    clock: { now: () => now },
    log: pino({ level: 'silent' }),
    mail: outbox,
    safeFetch: createSafeFetch({ resolve: resolve(), policy: allowOnly(site) }),
  };
  return checkDueLinks(ctx);
}

const view = async (id: string) => (await ada.get(`/api/links/${id}`)).json();

describe('opting a link into the daily check', () => {
  it('shows the last result on the link once checked: broken with its status and time', async () => {
    const made = await ada.post('/api/shorten', { full_url: siteUrl('/gone'), health_check: true });
    expect(made.statusCode, made.body).toBe(200);
    expect(await view(made.json().id)).toMatchObject({ health_check: true, health: null });

    expect(await nextRound()).toBe(1);
    expect(await view(made.json().id)).toMatchObject({
      health_check: true,
      health: { status: 'broken', detail: '404', checked_at: new Date(now).toISOString() },
    });
    const listed = (await ada.get('/api/links')).json().links[0];
    expect(listed.health).toMatchObject({ status: 'broken', detail: '404' });
    expect(outbox.list().map((mail) => mail.to)).toEqual(['ada@example.com']);
  });

  it('forgets the result when the check is turned off, and when the destination changes', async () => {
    const id = (
      await ada.post('/api/shorten', { full_url: siteUrl('/gone'), health_check: true })
    ).json().id;
    await nextRound();
    const moved = await ada.send('PATCH', `/api/links/${id}`, { full_url: siteUrl('/fixed') });
    expect(moved.json()).toMatchObject({ health_check: true, health: null });
    await nextRound();
    expect((await view(id)).health).toMatchObject({ status: 'ok', detail: '200' });

    const off = await ada.send('PATCH', `/api/links/${id}`, { health_check: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ health_check: false, health: null });
    expect(await nextRound()).toBe(0);
    expect(site.requests.map((request) => request.url)).toEqual(['/gone', '/fixed']);
  });

  it('needs premium or higher to turn the check on; anyone may turn it off', async () => {
    const id = (
      await ada.post('/api/shorten', { full_url: siteUrl('/a'), health_check: true })
    ).json().id;
    await setPlan(t, 'ada@example.com', 'free');
    const refused = await ada.post('/api/shorten', { full_url: siteUrl('/b'), health_check: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toContain('link health');
    const plain = await ada.post('/api/shorten', { full_url: siteUrl('/c'), health_check: false });
    expect(plain.statusCode, plain.body).toBe(200);
    const turnOn = await ada.send('PATCH', `/api/links/${plain.json().id}`, { health_check: true });
    expect(turnOn.statusCode).toBe(403);
    const turnOff = await ada.send('PATCH', `/api/links/${id}`, { health_check: false });
    expect(turnOff.statusCode, turnOff.body).toBe(200);
  });

  it('refuses a health_check that is not true or false', async () => {
    const response = await ada.post('/api/shorten', {
      full_url: siteUrl('/a'),
      health_check: 'yes',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('health_check must be true or false');
  });

  it('mails the creator of a broken team link, and a team edit turns the check off', async () => {
    const orgId = await createTeam(t, ada, 'ada@example.com');
    const made = await ada.post('/api/shorten-team', {
      organization_id: orgId,
      full_url: siteUrl('/gone'),
      health_check: true,
    });
    expect(made.statusCode, made.body).toBe(200);
    await nextRound();
    expect(outbox.list().map((mail) => mail.to)).toEqual(['ada@example.com']);
    const off = await ada.send('PUT', '/api/team-urls', {
      organization_id: orgId,
      id: made.json().id,
      fields: { health_check: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ health_check: false, health: null });
  });

  it('is set, shown and turned off through the API v1 like the other options', async () => {
    await setPlan(t, 'ada@example.com', 'pro');
    const key = await ada.post('/api/api-keys', {
      name: 'monitor',
      scopes: ['links:read', 'links:write'],
    });
    const v1 = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      t.app.inject({
        method,
        url,
        headers: { host: 'app.kurz.test', authorization: `Bearer ${key.json().secret}` },
        payload,
      });
    const made = await v1('POST', '/api/v1/links', {
      full_url: siteUrl('/gone'),
      health_check: true,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ health_check: true, health: null });
    await nextRound();
    const off = await v1('PATCH', `/api/v1/links/${made.json().id}`, { health_check: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ health_check: false, health: null });
  });
});
