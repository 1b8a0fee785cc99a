import { LINK_BULK_MAX, type LinkView } from '@kurz/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type AuthClient, signedInClient } from '../../test/auth-client.js';
import { allowOnly, type LoopbackServer, startLoopbackServer } from '../../test/loopback-http.js';
import { joinTeam } from '../../test/teams.js';
import { createSafeFetch } from '../net/create-safe-fetch.js';
import { URL_REFUSALS } from './url-refusals.js';

/**
 * Bulk changes and deletes (`PATCH`/`DELETE /api/v1/links/bulk`, and `/api/links/bulk` for
 * the dashboard): every field and both ways of naming links, a result per link, each link
 * changed whole or not at all, one audit entry and webhook per link, and the team's roles.
 */

let t: TestApp;
let receiver: LoopbackServer;
let ada: AuthClient;
let adaKey: string;
let orgId: string;
const team = {} as Record<'owner' | 'admin' | 'manager' | 'member' | 'viewer', AuthClient>;
let codes = 0;

beforeAll(async () => {
  receiver = await startLoopbackServer((_request, response) => {
    response.statusCode = 204;
    response.end();
  });
  t = await createTestApp({}, { safeFetch: createSafeFetch({ policy: allowOnly(receiver) }) });
  ada = await signedInClient(t.app, 'ada@example.com');
  team.owner = await signedInClient(t.app, 'lead@example.com');
  await t.db.kysely.updateTable('users').set({ subscription_plan: 'enterprise' }).execute();
  const key = await ada.post('/api/api-keys', { name: 'bulk', scopes: ['links:write'] });
  expect(key.statusCode, key.body).toBe(201);
  adaKey = key.json().secret;
  const created = await team.owner.post('/api/organizations', { name: 'Bulk Co', slug: 'bulk-co' });
  expect(created.statusCode, created.body).toBe(201);
  orgId = created.json().organization.id;
  for (const role of ['admin', 'manager', 'member', 'viewer'] as const)
    team[role] = await joinTeam(t, team.owner, orgId, `${role}@example.com`, role);
  const hook = await team.owner.post('/api/webhooks', {
    url: `http://127.0.0.1:${receiver.port}/hooks/team`,
    events: ['link.updated', 'link.deleted'],
    org_id: orgId,
  });
  expect(hook.statusCode, hook.body).toBe(201);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

/** A new link of `who` (in the team with `inTeam`): its id. */
async function linkOf(who: AuthClient, extra: object = {}, inTeam = false): Promise<string> {
  const created = await who.post('/api/shorten', {
    full_url: 'https://example.com/bulk',
    short_url: `bulk-${++codes}`,
    ...(inTeam && { organization_id: orgId }),
    ...extra,
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().id;
}

function v1(method: 'PATCH' | 'DELETE', payload: object): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url: '/api/v1/links/bulk',
    headers: { authorization: `Bearer ${adaKey}` },
    payload,
  });
}

async function linkView(id: string): Promise<LinkView> {
  const one = await ada.get(`/api/links/${id}`);
  expect(one.statusCode, one.body).toBe(200);
  return one.json();
}

async function folderOf(who: AuthClient, name: string): Promise<string> {
  const created = await who.post('/api/folders', { name });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().folder.id;
}

const IN_A_YEAR = new Date(Date.now() + 365 * 86_400_000).toISOString();

describe('PATCH /api/v1/links/bulk', () => {
  it.each([
    ['tags', { tags: ['launch', 'q3'] }, { tags: ['launch', 'q3'] }],
    ['archived', { archived: true }, { archived: true }],
    ['domain', { domain: 'go.kurz.link' }, { domain: 'go.kurz.link' }],
    ['forward_query', { forward_query: false }, { forward_query: false }],
    ['query_precedence', { query_precedence: 'visitor' }, { query_precedence: 'visitor' }],
    ['expires_at', { expires_at: IN_A_YEAR }, { expires_at: IN_A_YEAR }],
    ['max_clicks', { max_clicks: 50 }, { max_clicks: 50, clicks_left: 50 }],
    [
      'expired_url',
      { expired_url: 'https://example.com/over' },
      { expired_url: 'https://example.com/over' },
    ],
  ])('sets %s on every link named by id, a result each', async (_field, set, expected) => {
    const ids = [await linkOf(ada), await linkOf(ada)];
    const answer = await v1('PATCH', { ids, set });
    expect(answer.statusCode, answer.body).toBe(200);
    const reply = answer.json();
    expect(reply).toMatchObject({ changed: 2, failed: 0 });
    expect(reply.results.map((result: { id: string }) => result.id)).toEqual(ids);
    for (const id of ids) expect(await linkView(id)).toMatchObject(expected);
  });

  it('moves links into a folder and out of it', async () => {
    const folderId = await folderOf(ada, 'Bulk box');
    const ids = [await linkOf(ada), await linkOf(ada)];
    expect((await v1('PATCH', { ids, set: { folder_id: folderId } })).statusCode).toBe(200);
    for (const id of ids) expect((await linkView(id)).folder_id).toBe(folderId);
    expect((await v1('PATCH', { ids, set: { folder_id: null } })).statusCode).toBe(200);
    for (const id of ids) expect((await linkView(id)).folder_id).toBeNull();
  });

  it('changes the links a filter keeps, and no other', async () => {
    const tagged = [
      await linkOf(ada, { tags: ['by-filter'] }),
      await linkOf(ada, { tags: ['by-filter'] }),
    ];
    const other = await linkOf(ada, { tags: ['elsewhere'] });
    const answer = await v1('PATCH', { filter: { tag: 'by-filter' }, set: { archived: true } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().changed).toBe(2);
    for (const id of tagged) expect((await linkView(id)).archived).toBe(true);
    expect((await linkView(other)).archived).toBe(false);
    // Archived now, so only the archived filter reaches them.
    const back = await v1('PATCH', {
      filter: { tag: 'by-filter', archived: true },
      set: { archived: false },
    });
    expect(back.json().changed).toBe(2);
  });

  it('reports a link that is not the caller’s as not found, and changes the others', async () => {
    const mine = await linkOf(ada);
    const bobs = await linkOf(team.owner);
    const answer = await v1('PATCH', { ids: [mine, bobs, 'no-such-link'], set: { tags: ['x'] } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      changed: 1,
      failed: 2,
      results: [
        { id: mine, ok: true },
        { id: bobs, ok: false, error: { code: 'not_found' } },
        { id: 'no-such-link', ok: false, error: { code: 'not_found' } },
      ],
    });
    const row = await t.db.kysely
      .selectFrom('link_tags')
      .select('link_id')
      .where('link_id', '=', bobs)
      .execute();
    expect(row).toEqual([]);
  });

  it('leaves a link whose move fails wholly unchanged (no tags half-saved)', async () => {
    const code = `taken-${++codes}`;
    await linkOf(ada, { short_url: code, domain: 'go.kurz.link' });
    const clash = await linkOf(ada, { short_url: code });
    const free = await linkOf(ada);
    const answer = await v1('PATCH', {
      ids: [clash, free],
      set: { domain: 'go.kurz.link', tags: ['moved'] },
    });
    expect(answer.json()).toMatchObject({
      changed: 1,
      results: [
        { id: clash, ok: false, error: { code: 'already_exists' } },
        { id: free, ok: true },
      ],
    });
    expect(await linkView(clash)).toMatchObject({ domain: 'kurz.link', tags: [] });
    expect(await linkView(free)).toMatchObject({ domain: 'go.kurz.link', tags: ['moved'] });
  });

  it.each([
    ['no body', undefined, /./],
    ['neither ids nor filter', { set: { archived: true } }, /either ids or filter/],
    ['both ids and filter', { ids: ['a'], filter: {}, set: { archived: true } }, /either ids/],
    ['nothing to set', { ids: ['a'], set: {} }, /Nothing to change/],
    ['a field bulk does not set', { ids: ['a'], set: { password: 'secret1' } }, /password/],
    ['a field the body does not know', { ids: ['a'], set: { archived: true }, x: 1 }, /x/],
    ['no ids', { ids: [], set: { archived: true } }, /ids/],
    [
      'more ids than a call takes',
      { ids: Array.from({ length: LINK_BULK_MAX + 1 }, (_, i) => `id-${i}`), set: { tags: [] } },
      /ids: at most 1,000/,
    ],
    ['archived a word', { ids: ['a'], set: { archived: 'yes' } }, /archived/],
    ['tags not a list', { ids: ['a'], set: { tags: 'x' } }, /tags/],
    ['max_clicks zero', { ids: ['a'], set: { max_clicks: 0 } }, /max_clicks/],
    ['expires_at not a date', { ids: ['a'], set: { expires_at: 'soon' } }, /expires_at/],
    ['query_precedence unknown', { ids: ['a'], set: { query_precedence: 'both' } }, /query_/],
    ['filter.archived a word', { filter: { archived: 'yes' }, set: { tags: [] } }, /archived/],
    ['a filter field not known', { filter: { sort: 'clicks' }, set: { tags: [] } }, /sort/],
  ])('refuses %s with a 400 naming it', async (_name, body, message) => {
    const answer = await v1('PATCH', body as object);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toEqual({ error: expect.stringMatching(message), code: 'invalid_input' });
  });

  it.each([
    ['a folder of no one’s', { folder_id: 'no-such-folder' }, 400, /folder/i],
    ['an unknown domain', { domain: 'nowhere.example' }, 400, /Unknown short domain/],
    ['a moment past', { expires_at: '2001-01-01T00:00:00Z' }, 400, /expires_at/],
    ['a destination no link may have', { expired_url: 'javascript:alert(1)' }, 400, /expired_url/],
  ])('refuses %s before changing any link', async (_name, set, status, message) => {
    const id = await linkOf(ada);
    const before = await linkView(id);
    const answer = await v1('PATCH', { ids: [id], set: { ...set, tags: ['never'] } });
    expect(answer.statusCode, answer.body).toBe(status);
    expect(answer.json().error).toMatch(message);
    expect(await linkView(id)).toEqual(before);
  });

  it('refuses expiry on a plan below premium, changing nothing', async () => {
    const free = await signedInClient(t.app, 'free@example.com');
    const id = await linkOf(free);
    const answer = await free.send('PATCH', '/api/links/bulk', {
      ids: [id],
      set: { max_clicks: 5, tags: ['never'] },
    });
    expect(answer.statusCode, answer.body).toBe(403);
    expect((await free.get(`/api/links/${id}`)).json()).toMatchObject({
      max_clicks: null,
      tags: [],
    });
  });

  it('refuses a filter keeping more links than a call may reach, naming the count', async () => {
    const userId: string = (await ada.get('/api/profile')).json().id;
    const rows = Array.from({ length: LINK_BULK_MAX + 1 }, (_, i) => ({
      id: `many-${i}`,
      domain: 'kurz.link',
      code: `many-${i}`,
      url: 'https://example.com/many',
      user_id: userId,
      org_id: null,
      custom_domain_id: null,
      redirect_type: 302 as const,
      title: 'one of many',
      created_at: i,
      updated_at: i,
    }));
    for (let start = 0; start < rows.length; start += 200)
      await t.db.kysely
        .insertInto('links')
        .values(rows.slice(start, start + 200))
        .execute();
    const answer = await v1('PATCH', {
      filter: { search: 'one of many' },
      set: { archived: true },
    });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().error).toMatch(/filter: it matches 1,001 links.*narrow it/);
    expect((await linkView('many-0')).archived).toBe(false);
    const deleted = await v1('DELETE', { filter: { search: 'one of many' } });
    expect(deleted.statusCode).toBe(400);
    await t.db.kysely.deleteFrom('links').where('title', '=', 'one of many').execute();
  });
});

describe('DELETE /api/v1/links/bulk', () => {
  it('deletes the links named by id, a result each, and they stop redirecting', async () => {
    const ids = [await linkOf(ada), await linkOf(ada)];
    const bobs = await linkOf(team.owner);
    const answer = await v1('DELETE', { ids: [...ids, bobs] });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      deleted: 2,
      failed: 1,
      results: [
        { id: ids[0], ok: true },
        { id: ids[1], ok: true },
        { id: bobs, ok: false, error: { error: 'URL not found', code: 'not_found' } },
      ],
    });
    for (const id of ids) expect((await ada.get(`/api/links/${id}`)).statusCode).toBe(404);
    expect((await team.owner.get(`/api/links/${bobs}`)).statusCode).toBe(200);
  });

  it('deletes the links a filter keeps', async () => {
    const folderId = await folderOf(ada, 'Doomed box');
    const doomed = [
      await linkOf(ada, { folder_id: folderId }),
      await linkOf(ada, { folder_id: folderId }),
    ];
    const kept = await linkOf(ada);
    const answer = await v1('DELETE', { filter: { folder_id: folderId } });
    expect(answer.json()).toMatchObject({ deleted: 2, failed: 0 });
    for (const id of doomed) expect((await ada.get(`/api/links/${id}`)).statusCode).toBe(404);
    expect((await ada.get(`/api/links/${kept}`)).statusCode).toBe(200);
  });

  it.each([
    ['neither ids nor filter', {}],
    ['both', { ids: ['a'], filter: {} }],
    ['a field it does not know', { ids: ['a'], set: { archived: true } }],
  ])('refuses %s: 400', async (_name, body) => {
    const answer = await v1('DELETE', body);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().code).toBe('invalid_input');
  });
});

/** How many `action` webhooks each of `ids` queued. */
async function announced(ids: string[], action: string): Promise<number[]> {
  const deliveries = await t.db.kysely
    .selectFrom('webhook_deliveries')
    .select('payload')
    .where('event_type', '=', action)
    .execute();
  return ids.map((id) => deliveries.filter((row) => row.payload.includes(id)).length);
}

describe('the team’s roles, on /api/links/bulk', () => {
  type Role = keyof typeof team;
  const bulk = (who: AuthClient, method: 'PATCH' | 'DELETE', body: object) =>
    who.send(method, '/api/links/bulk', { organization_id: orgId, ...body });

  it.each([
    ['owner', true],
    ['admin', true],
    ['manager', true],
    ['member', false],
  ] as [Role, boolean][])(
    '%s: changes its own link, and another’s only if it may (%s)',
    async (role, mayOthers) => {
      const own = await linkOf(team[role], {}, true);
      const others = await linkOf(team.owner === team[role] ? team.admin : team.owner, {}, true);
      const answer = await bulk(team[role], 'PATCH', {
        ids: [own, others],
        set: { tags: ['grid'] },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().results).toEqual([
        expect.objectContaining({ id: own, ok: true }),
        mayOthers
          ? expect.objectContaining({ id: others, ok: true })
          : {
              id: others,
              ok: false,
              error: { error: URL_REFUSALS.update, code: 'forbidden' },
            },
      ]);
      const removed = await bulk(team[role], 'DELETE', { ids: [own, others] });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json()).toMatchObject({
        deleted: mayOthers ? 2 : 1,
        failed: mayOthers ? 0 : 1,
      });
      if (!mayOthers)
        expect(removed.json().results[1]).toEqual({
          id: others,
          ok: false,
          error: { error: URL_REFUSALS.delete, code: 'forbidden' },
        });
    },
  );

  it('refuses a viewer whole, changing nothing', async () => {
    const id = await linkOf(team.owner, {}, true);
    const changed = await bulk(team.viewer, 'PATCH', { ids: [id], set: { archived: true } });
    expect(changed.statusCode).toBe(403);
    expect(changed.json().error).toBe(URL_REFUSALS.update);
    const removed = await bulk(team.viewer, 'DELETE', { ids: [id] });
    expect(removed.statusCode).toBe(403);
    expect(
      (await team.owner.get(`/api/links/${id}?organization_id=${orgId}`)).json().archived,
    ).toBe(false);
  });

  it('writes one audit entry and one webhook per link, for a change and a delete', async () => {
    const ids = [await linkOf(team.owner, {}, true), await linkOf(team.owner, {}, true)];
    const codesOf = await t.db.kysely
      .selectFrom('links')
      .select(['id', 'domain', 'code'])
      .where('id', 'in', ids)
      .execute();
    const targets = ids.map((id) => {
      const row = codesOf.find((link) => link.id === id);
      return `${row?.domain}/${row?.code}`;
    });
    expect((await bulk(team.owner, 'PATCH', { ids, set: { archived: true } })).statusCode).toBe(
      200,
    );
    const audited = await t.db.kysely
      .selectFrom('team_audit_log')
      .select('target')
      .where('action', '=', 'link.updated')
      .where('target', 'in', targets)
      .execute();
    expect(audited).toHaveLength(2);
    expect(await announced(ids, 'link.updated')).toEqual([1, 1]);
    expect((await bulk(team.owner, 'DELETE', { ids })).statusCode).toBe(200);
    const gone = await t.db.kysely
      .selectFrom('team_audit_log')
      .select('target')
      .where('action', '=', 'link.deleted')
      .where('target', 'in', targets)
      .execute();
    expect(gone).toHaveLength(2);
    expect(await announced(ids, 'link.deleted')).toEqual([1, 1]);
  });

  it('answers a non-member as if there were no team', async () => {
    const id = await linkOf(team.owner, {}, true);
    expect((await bulk(ada, 'PATCH', { ids: [id], set: { archived: true } })).statusCode).toBe(404);
    expect((await bulk(ada, 'DELETE', { ids: [id] })).statusCode).toBe(404);
  });
});
