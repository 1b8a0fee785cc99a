import { MAX_WEBHOOKS_PER_WORKSPACE, TEAM_MESSAGES, WEBHOOK_MESSAGES } from '@kurz/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type AuthClient, signedInClient } from '../../test/auth-client.js';
import { allowOnly, type LoopbackServer, startLoopbackServer } from '../../test/loopback-http.js';
import { createSafeFetch } from '../net/create-safe-fetch.js';

/**
 * The webhook routes: input rules (a private address refused), the plan and the endpoint
 * limit, the log's paging, and who may do what: another user's endpoint is 404, a team's
 * needs membership (404) and the grid's settings.read / settings.update (403).
 */

let t: TestApp;
let receiver: LoopbackServer;
let ada: AuthClient;
let bob: AuthClient;
let free: AuthClient;
let owner: AuthClient;
let viewer: AuthClient;
let admin: AuthClient;
let orgId: string;
let adaHook: string;
let teamHook: string;

const url = () => `http://127.0.0.1:${receiver.port}/in`;

async function addMember(client: AuthClient, role: string): Promise<void> {
  const id = (await client.get('/api/profile')).json().id;
  await t.db.kysely
    .insertInto('organization_members')
    .values({ id: `m-${role}`, org_id: orgId, user_id: id, role, joined_at: Date.now() })
    .execute();
}

beforeAll(async () => {
  receiver = await startLoopbackServer((_request, response) => response.end());
  t = await createTestApp({}, { safeFetch: createSafeFetch({ policy: allowOnly(receiver) }) });
  [ada, bob, free, owner, viewer, admin] = (await Promise.all(
    ['ada', 'bob', 'free', 'owner', 'viewer', 'admin'].map((name) =>
      signedInClient(t.app, `${name}@example.com`),
    ),
  )) as AuthClient[] as [AuthClient, AuthClient, AuthClient, AuthClient, AuthClient, AuthClient];
  await t.db.kysely
    .updateTable('users')
    .set({ subscription_plan: 'pro' })
    .where('email', 'in', ['ada@example.com', 'bob@example.com'])
    .execute();
  await t.db.kysely
    .updateTable('users')
    .set({ subscription_plan: 'enterprise' })
    .where('email', '=', 'owner@example.com')
    .execute();
  orgId = (await owner.post('/api/organizations', { name: 'Hooks Co', slug: 'hooks-co' })).json()
    .organization.id;
  await addMember(viewer, 'viewer');
  await addMember(admin, 'admin');
  adaHook = (await ada.post('/api/webhooks', { url: url(), events: ['link.created'] })).json()
    .endpoint.id;
  teamHook = (
    await owner.post('/api/webhooks', { url: url(), events: ['link.deleted'], org_id: orgId })
  ).json().endpoint.id;
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

describe('creating a webhook', () => {
  it('answers the secret once, and lists the endpoint with a hint of it only', async () => {
    const created = await bob.post('/api/webhooks', {
      url: url(),
      description: 'Zapier',
      events: ['link.created', 'link.clicked', 'link.created'],
    });
    expect(created.statusCode).toBe(201);
    const { endpoint, secret } = created.json();
    expect(secret).toMatch(/^whsec_/);
    expect(endpoint).toMatchObject({
      url: url(),
      description: 'Zapier',
      events: ['link.created', 'link.clicked'],
      enabled: true,
      organization_id: null,
      secret_hint: secret.slice(-4),
      last_delivery: null,
    });
    const listed = (await bob.get('/api/webhooks')).json().endpoints;
    expect(listed.map((e: { id: string }) => e.id)).toContain(endpoint.id);
    expect(JSON.stringify(listed)).not.toContain(secret);
    await bob.send('DELETE', `/api/webhooks/${endpoint.id}`);
  });

  it.each([
    ['loopback', 'http://127.0.0.1:9/in', WEBHOOK_MESSAGES.urlPrivate],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data', WEBHOOK_MESSAGES.urlPrivate],
    ['a private network', 'https://10.1.2.3/hook', WEBHOOK_MESSAGES.urlPrivate],
    ['IPv6 loopback', 'http://[::1]:8080/', WEBHOOK_MESSAGES.urlPrivate],
    ['IPv4-mapped private', 'http://[::ffff:192.168.0.1]/', WEBHOOK_MESSAGES.urlPrivate],
    ['credentials', 'https://u:p@hooks.example.com/', WEBHOOK_MESSAGES.urlCredentials],
    ['another scheme', 'ftp://hooks.example.com/', WEBHOOK_MESSAGES.urlInvalid],
    ['not a URL', 'hooks', WEBHOOK_MESSAGES.urlInvalid],
    [
      'a URL too long',
      `https://hooks.example.com/${'a'.repeat(2100)}`,
      WEBHOOK_MESSAGES.urlTooLong,
    ],
  ])('refuses %s with a 400 and the rule', async (_label, bad, message) => {
    const refused = await ada.post('/api/webhooks', { url: bad, events: ['link.created'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain(message);
  });

  it('refuses a private address on update too', async () => {
    const refused = await ada.send('PATCH', `/api/webhooks/${adaHook}`, {
      url: 'http://192.168.1.1/x',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(WEBHOOK_MESSAGES.urlPrivate);
  });

  it.each([
    ['no events', { events: [] }, WEBHOOK_MESSAGES.eventsRequired],
    ['an unknown event', { events: ['link.exploded'] }, WEBHOOK_MESSAGES.unknownEvent],
    ['events of the wrong type', { events: 'link.created' }, 'events must be a list'],
  ])('refuses %s', async (_label, body, message) => {
    const refused = await ada.post('/api/webhooks', { url: url(), ...body });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain(message);
  });

  it('needs a pro plan for a personal webhook', async () => {
    const refused = await free.post('/api/webhooks', { url: url(), events: ['link.created'] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(WEBHOOK_MESSAGES.proOnly);
    expect((await free.get('/api/webhooks')).json()).toEqual({ endpoints: [] });
  });

  it(`allows at most ${MAX_WEBHOOKS_PER_WORKSPACE} per workspace`, async () => {
    const carol = await signedInClient(t.app, 'carol@example.com');
    await t.db.kysely
      .updateTable('users')
      .set({ subscription_plan: 'pro' })
      .where('email', '=', 'carol@example.com')
      .execute();
    for (let i = 0; i < MAX_WEBHOOKS_PER_WORKSPACE; i++) {
      const made = await carol.post('/api/webhooks', { url: url(), events: ['link.created'] });
      expect(made.statusCode).toBe(201);
    }
    const refused = await carol.post('/api/webhooks', { url: url(), events: ['link.created'] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(WEBHOOK_MESSAGES.tooMany);
  });
});

describe('the delivery log', () => {
  it('pages newest first with a cursor, and refuses a forged cursor', async () => {
    expect((await ada.post(`/api/webhooks/${adaHook}/test`, {})).statusCode).toBe(200);
    await t.db.kysely
      .insertInto('webhook_deliveries')
      .values(
        Array.from({ length: 54 }, (_, i) => ({
          id: `msg_seed${i}`,
          endpoint_id: adaHook,
          event_type: 'link.created',
          payload: '{}',
          status: 'delivered',
          attempts: 1,
          next_attempt_at: 0,
          // Some share a time: the id breaks the tie, so no page repeats or skips a row.
          created_at: 1_000_000 + Math.floor(i / 3),
        })),
      )
      .execute();
    const first = (await ada.get(`/api/webhooks/${adaHook}/deliveries`)).json();
    expect(first.deliveries).toHaveLength(50);
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = (
      await ada.get(`/api/webhooks/${adaHook}/deliveries?cursor=${first.next_cursor}`)
    ).json();
    expect(second.deliveries).toHaveLength(5);
    expect(second.next_cursor).toBeNull();
    const ids = [...first.deliveries, ...second.deliveries].map((d: { id: string }) => d.id);
    expect(new Set(ids).size).toBe(55);
    expect(first.deliveries[0].event_type).toBe('webhook.test');
    const forged = await ada.get(`/api/webhooks/${adaHook}/deliveries?cursor=bm9wZQ`);
    expect(forged.statusCode).toBe(400);
  });
});

describe('who may manage webhooks', () => {
  const routes = (id: () => string) =>
    [
      ['PATCH', () => `/api/webhooks/${id()}`, { description: 'x' }],
      ['DELETE', () => `/api/webhooks/${id()}`, undefined],
      ['POST', () => `/api/webhooks/${id()}/rotate-secret`, {}],
      ['POST', () => `/api/webhooks/${id()}/test`, {}],
      ['POST', () => `/api/webhooks/${id()}/deliveries/msg_x/replay`, {}],
      ['GET', () => `/api/webhooks/${id()}/deliveries`, undefined],
    ] as const;

  const call = (client: AuthClient, method: string, path: string, body?: object) =>
    method === 'GET'
      ? client.get(path)
      : method === 'POST'
        ? client.post(path, body)
        : client.send(method as 'PATCH' | 'DELETE', path, body);

  it.each(routes(() => adaHook))(
    "answers 404 to another user on ada's endpoint: %s",
    async (method, path, body) => {
      expect((await call(bob, method, path(), body)).statusCode).toBe(404);
    },
  );

  it.each(routes(() => teamHook))(
    'answers 404 to a non-member on a team endpoint: %s',
    async (method, path, body) => {
      const answer = await call(bob, method, path(), body);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error).toBe(WEBHOOK_MESSAGES.notFound);
    },
  );

  it.each(routes(() => teamHook).filter(([method]) => method !== 'GET'))(
    "answers 403 to a viewer's change of a team endpoint: %s",
    async (method, path, body) => {
      const answer = await call(viewer, method, path(), body);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().error).toBe(TEAM_MESSAGES.noPermission);
    },
  );

  it("lets a viewer read the team's webhooks, and refuses a non-member the list", async () => {
    const listed = await viewer.get(`/api/webhooks?org_id=${orgId}`);
    expect(listed.json().endpoints.map((e: { id: string }) => e.id)).toEqual([teamHook]);
    expect((await viewer.get(`/api/webhooks/${teamHook}/deliveries`)).statusCode).toBe(200);
    expect((await bob.get(`/api/webhooks?org_id=${orgId}`)).statusCode).toBe(404);
    const created = await viewer.post('/api/webhooks', {
      url: url(),
      events: ['link.created'],
      org_id: orgId,
    });
    expect(created.statusCode).toBe(403);
    expect(
      (await bob.post('/api/webhooks', { url: url(), events: ['link.created'], org_id: orgId }))
        .statusCode,
    ).toBe(404);
  });

  it("shows a team endpoint's URL to those who manage webhooks, and masks it for a viewer", async () => {
    const [seenByViewer] = (await viewer.get(`/api/webhooks?org_id=${orgId}`)).json().endpoints;
    const [seenByAdmin] = (await admin.get(`/api/webhooks?org_id=${orgId}`)).json().endpoints;
    expect(seenByAdmin.url).toBe(url());
    expect(seenByViewer.url).toBe(`http://127.0.0.1:${receiver.port}/…`);
    expect(seenByViewer.url).not.toContain('/in');
  });

  it("lets a team admin manage the team's webhooks, which personal lists never show", async () => {
    const made = await admin.post('/api/webhooks', {
      url: url(),
      events: ['link.clicked'],
      org_id: orgId,
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().endpoint).toMatchObject({ organization_id: orgId });
    const id = made.json().endpoint.id;
    expect(
      (await admin.send('PATCH', `/api/webhooks/${id}`, { enabled: false })).json().endpoint
        .enabled,
    ).toBe(false);
    expect((await admin.post(`/api/webhooks/${id}/test`, {})).statusCode).toBe(409);
    expect((await owner.get('/api/webhooks')).json().endpoints).toEqual([]);
    expect((await admin.send('DELETE', `/api/webhooks/${id}`)).json()).toEqual({ deleted: true });
    expect((await admin.send('DELETE', `/api/webhooks/${id}`)).statusCode).toBe(404);
  });
});

describe.each(['organization_id', 'org_id'])('a team named by %s', (field) => {
  it("lists and creates the team's webhooks, apart from personal ones", async () => {
    const made = await admin.post('/api/webhooks', {
      url: url(),
      events: ['link.updated'],
      [field]: orgId,
    });
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json().endpoint;
    expect(made.json().endpoint.organization_id).toBe(orgId);
    const listed = (await viewer.get(`/api/webhooks?${field}=${orgId}`)).json().endpoints;
    expect(listed.map((e: { id: string }) => e.id)).toContain(id);
    expect((await admin.get('/api/webhooks')).json().endpoints).toEqual([]);
    expect((await admin.send('DELETE', `/api/webhooks/${id}`)).json()).toEqual({ deleted: true });
  });

  it("answers a non-member 404 and a viewer's write 403", async () => {
    const body = { url: url(), events: ['link.created'], [field]: orgId };
    expect((await bob.get(`/api/webhooks?${field}=${orgId}`)).statusCode).toBe(404);
    expect((await bob.post('/api/webhooks', body)).statusCode).toBe(404);
    const refused = await viewer.post('/api/webhooks', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(TEAM_MESSAGES.noPermission);
  });
});
