import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type AuthClient, signedInClient } from '../../test/auth-client.js';
import {
  addDomain,
  addVerifiedDomain,
  PROXY,
  PROXY_IP,
  publishRecords,
  verify,
} from '../../test/custom-domains.js';
import { allowOnly, type LoopbackServer, startLoopbackServer } from '../../test/loopback-http.js';
import { joinTeam } from '../../test/teams.js';
import { startZoneDns, type ZoneDns } from '../../test/zone-dns.js';
import { deleteAccount } from '../accounts/delete-account.js';
import type { Ctx } from '../context.js';
import { createSafeFetch } from '../net/create-safe-fetch.js';
import { TEAM_DELETED_REASON } from '../webhooks/retire-team-endpoints.js';

/**
 * One way to delete: every path that removes a link (its owner, the API, a bulk delete,
 * its team's deletion, its creator's account's, its custom domain's removal or takeover)
 * sends `link.deleted` to the link's workspace's webhooks (delivered here to a receiver on
 * loopback) and leaves the redirect cache at once: a code that answered 302 a moment
 * before (so cached) answers 404 right after.
 */

let t: TestApp;
let dns: ZoneDns;
let receiver: LoopbackServer;
/** The app's own context, as its routes get it (the account deletion has no route yet). */
let ctx: Ctx | undefined;
let people = 0;

beforeAll(async () => {
  receiver = await startLoopbackServer((_request, response) => {
    response.statusCode = 204;
    response.end();
  });
  dns = await startZoneDns();
  t = await createTestApp(
    { DNS_SERVERS: dns.server, PROXY_HOST: PROXY, PROXY_IPS: PROXY_IP },
    { safeFetch: createSafeFetch({ policy: allowOnly(receiver) }) },
    (app) =>
      app.addHook('onRequest', async (request) => {
        ctx ??= request.ctx;
      }),
  );
});
afterAll(async () => {
  await t.close();
  await receiver.close();
  await dns.close();
});

/** A new person on the enterprise plan (webhooks, API keys, custom domains and teams). */
async function someone(): Promise<AuthClient> {
  const email = `remover-${++people}@example.com`;
  const client = await signedInClient(t.app, email);
  await t.db.kysely
    .updateTable('users')
    .set({ subscription_plan: 'enterprise' })
    .where('email', '=', email)
    .execute();
  return client;
}

/** An endpoint for `link.deleted` at /hooks/{name} on the receiver (a team's with `orgId`). */
async function hook(client: AuthClient, name: string, orgId?: string): Promise<string> {
  const created = await client.post('/api/webhooks', {
    url: `http://127.0.0.1:${receiver.port}/hooks/${name}`,
    events: ['link.deleted'],
    ...(orgId && { org_id: orgId }),
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().endpoint.id;
}

async function shorten(client: AuthClient, body: object, route = '/api/shorten') {
  const created = await client.post(route, body);
  expect(created.statusCode, created.body).toBe(200);
  return created.json() as { id: string; short_code: string };
}

async function team(owner: AuthClient, slug: string): Promise<string> {
  const created = await owner.post('/api/organizations', { name: slug, slug });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().organization.id;
}

const redirect = (code: string, host = 'kurz.link') =>
  t.app.inject({ url: `/${code}`, headers: { host } });

/** Serves the code once, so the cache holds it when the removal comes. */
async function cached(code: string, host?: string): Promise<void> {
  expect((await redirect(code, host)).statusCode).toBe(302);
}

/** The `link.deleted` message the receiver got at /hooks/{name} for `linkId`. */
async function deletedMessage(name: string, linkId: string) {
  return vi.waitFor(
    () => {
      const message = receiver.requests
        .filter((request) => request.url === `/hooks/${name}`)
        .map((request) => JSON.parse(request.body))
        .find((body) => body.type === 'link.deleted' && body.data.id === linkId);
      expect(message).toBeDefined();
      return message;
    },
    { timeout: 10_000, interval: 50 },
  );
}

describe('every removal of a link sends link.deleted and answers 404 at once', () => {
  it('by its owner (DELETE /api/links/:id)', async () => {
    const client = await someone();
    await hook(client, 'owner');
    const link = await shorten(client, {
      full_url: 'https://example.com/o',
      short_url: 'rm-owner',
    });
    await cached('rm-owner');
    expect((await client.send('DELETE', `/api/links/${link.id}`)).json()).toEqual({ deleted: 1 });
    expect((await redirect('rm-owner')).statusCode).toBe(404);
    const message = await deletedMessage('owner', link.id);
    expect(message.data).toMatchObject({
      short_url: 'rm-owner',
      full_url: 'https://example.com/o',
    });
    expect(message.data).not.toHaveProperty('clicks');
  });

  it('by the API (DELETE /api/v1/links/:id)', async () => {
    const client = await someone();
    await hook(client, 'api');
    const key = await client.post('/api/api-keys', { name: 'ci', scopes: ['links:write'] });
    expect(key.statusCode, key.body).toBe(201);
    const link = await shorten(client, { full_url: 'https://example.com/a', short_url: 'rm-api' });
    await cached('rm-api');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/links/${link.id}`,
      headers: { host: 'app.kurz.test', authorization: `Bearer ${key.json().secret}` },
    });
    expect(deleted.json()).toEqual({ deleted: 1 });
    expect((await redirect('rm-api')).statusCode).toBe(404);
    await deletedMessage('api', link.id);
  });

  it('by a bulk delete (POST /api/links/bulk-delete)', async () => {
    const client = await someone();
    await hook(client, 'bulk');
    const first = await shorten(client, {
      full_url: 'https://example.com/1',
      short_url: 'rm-bulk-1',
    });
    const second = await shorten(client, {
      full_url: 'https://example.com/2',
      short_url: 'rm-bulk-2',
    });
    await cached('rm-bulk-1');
    await cached('rm-bulk-2');
    const deleted = await client.post('/api/links/bulk-delete', { ids: [first.id, second.id] });
    expect(deleted.json()).toEqual({ deleted: 2 });
    expect((await redirect('rm-bulk-1')).statusCode).toBe(404);
    expect((await redirect('rm-bulk-2')).statusCode).toBe(404);
    await deletedMessage('bulk', first.id);
    await deletedMessage('bulk', second.id);
  });

  it('with its team (DELETE /api/organizations), whose endpoints outlive it to say so', async () => {
    const owner = await someone();
    const orgId = await team(owner, 'removed-team');
    const endpointId = await hook(owner, 'team', orgId);
    const link = await shorten(
      owner,
      { organization_id: orgId, full_url: 'https://example.com/t', short_url: 'rm-team' },
      '/api/shorten-team',
    );
    await cached('rm-team');
    const deleted = await owner.send('DELETE', '/api/organizations', { org_id: orgId });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await redirect('rm-team')).statusCode).toBe(404);
    await deletedMessage('team', link.id);
    const endpoint = await t.db.kysely
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('id', '=', endpointId)
      .executeTakeFirstOrThrow();
    expect(endpoint).toMatchObject({ org_id: null, disabled_reason: TEAM_DELETED_REASON });
    expect(endpoint.disabled_at).not.toBeNull();
  });

  it("with its creator's account, to its team's endpoints", async () => {
    const owner = await someone();
    const orgId = await team(owner, 'stays-team');
    await hook(owner, 'account', orgId);
    const leaver = await joinTeam(t, owner, orgId, 'leaving@example.com', 'member');
    const leaverId = (await leaver.get('/api/profile')).json().id as string;
    const teamLink = await shorten(
      leaver,
      { organization_id: orgId, full_url: 'https://example.com/l', short_url: 'rm-account' },
      '/api/shorten-team',
    );
    await shorten(leaver, { full_url: 'https://example.com/p', short_url: 'rm-account-own' });
    await cached('rm-account');
    await cached('rm-account-own');
    if (!ctx) throw new Error('no request has run');
    expect(await deleteAccount({ ctx, input: { userId: leaverId } })).toEqual({ removedLinks: 2 });
    expect((await redirect('rm-account')).statusCode).toBe(404);
    expect((await redirect('rm-account-own')).statusCode).toBe(404);
    await deletedMessage('account', teamLink.id);
    const { events } = (await owner.get(`/api/organizations/${orgId}/events`)).json();
    expect(events).toContainEqual(
      expect.objectContaining({
        action: 'link.deleted',
        target: 'kurz.link/rm-account',
        details: { cause: 'account' },
      }),
    );
    const gone = await t.db.kysely.selectFrom('users').select('id').where('id', '=', leaverId);
    expect(await gone.execute()).toEqual([]);
  });

  it('with its custom domain (PUT /api/custom-domains, delete)', async () => {
    const client = await someone();
    await hook(client, 'domain');
    const view = await addVerifiedDomain(client, dns, 'links.removed-shop.com');
    const link = await shorten(client, {
      full_url: 'https://example.com/d',
      short_url: 'rm-domain',
      use_custom_domain: true,
    });
    await cached('rm-domain', 'links.removed-shop.com');
    const deleted = await client.send('PUT', '/api/custom-domains', {
      domain_id: view.id,
      action: 'delete',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await redirect('rm-domain', 'links.removed-shop.com')).statusCode).toBe(404);
    await deletedMessage('domain', link.id);
  });

  it("on a custom domain's takeover by another account's fresh proof", async () => {
    const first = await someone();
    const second = await someone();
    await hook(first, 'takeover');
    await addVerifiedDomain(first, dns, 'links.taken-shop.com');
    const link = await shorten(first, {
      full_url: 'https://example.com/k',
      short_url: 'rm-taken',
      use_custom_domain: true,
    });
    await cached('rm-taken', 'links.taken-shop.com');
    const theirs = await addDomain(second, 'links.taken-shop.com');
    publishRecords(dns, theirs);
    expect((await verify(second, theirs.id)).json()).toMatchObject({ verified: true });
    expect((await redirect('rm-taken', 'links.taken-shop.com')).statusCode).toBe(404);
    await deletedMessage('takeover', link.id);
    const left = await t.db.kysely.selectFrom('links').select('id').where('id', '=', link.id);
    expect(await left.execute()).toEqual([]);
  });
});
