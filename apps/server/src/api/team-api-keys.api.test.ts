import { API_MESSAGES, TEAM_MESSAGES } from '@kurz/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, type TestAppTemplate, testAppTemplate } from '../../test/app.js';
import { type AuthClient, signedInClient } from '../../test/auth-client.js';
import { createTeam, joinTeam } from '../../test/teams.js';

let t: TestApp;
let owner: AuthClient;
let admin: AuthClient;
let member: AuthClient;
let orgId: string;

/** A call as a script makes it: a Bearer key, no cookie. */
const call = (
  key: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: { host: 'app.kurz.test', authorization: `Bearer ${key}` },
    ...(payload && { payload }),
  });

async function teamKey(who: AuthClient): Promise<string> {
  const created = await who.post('/api/api-keys', {
    name: 'Team CI',
    scopes: ['links:read', 'links:write', 'analytics:read', 'domains:read'],
    org_id: orgId,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().secret;
}

/** An enterprise owner's team with an admin and a member, none of them on a paid plan but the owner. */
// Made once; each test gets a fresh app on a copy of that database.
let template: TestAppTemplate<Record<'owner' | 'admin' | 'member', AuthClient>>;
beforeAll(async () => {
  template = await testAppTemplate({}, {}, async (first) => {
    const boss = await signedInClient(first.app, 'owner@example.com');
    orgId = await createTeam(first, boss, 'owner@example.com');
    return {
      owner: boss,
      admin: await joinTeam(first, boss, orgId, 'admin@example.com', 'admin'),
      member: await joinTeam(first, boss, orgId, 'member@example.com', 'member'),
    };
  });
});
afterAll(() => template?.dispose());
beforeEach(async () => {
  t = await template.create();
  owner = template.prepared.owner.on(t.app);
  admin = template.prepared.admin.on(t.app);
  member = template.prepared.member.on(t.app);
});
afterEach(() => t.close());

describe("a team's API keys", () => {
  it("act in the team: links made with one are the team's, on the team's limits", async () => {
    const key = await teamKey(admin);
    const created = await call(key, 'POST', '/api/v1/links', {
      full_url: 'https://example.com/launch',
      short_url: 'team-launch',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    expect(created.headers['ratelimit-policy']).toContain('q=600');

    const team = (await owner.get(`/api/team-urls?organization_id=${orgId}`)).json();
    expect(team.links.map((link: { id: string }) => link.id)).toContain(id);
    expect((await owner.get('/api/links')).json().links).toEqual([]);
    const listed = (await call(key, 'GET', '/api/v1/links')).json();
    expect(listed.links.map((link: { id: string }) => link.id)).toEqual([id]);
    expect((await call(key, 'GET', '/api/v1/analytics?range=7d')).statusCode).toBe(200);
    expect((await call(key, 'GET', '/api/v1/domains')).json().max).toBe(50);

    // A personal key of the same person does not reach the team's link.
    await t.db.kysely
      .updateTable('users')
      .set({ subscription_plan: 'pro' })
      .where('email', '=', 'admin@example.com')
      .execute();
    const personal = (
      await admin.post('/api/api-keys', { name: 'Mine', scopes: ['links:read'] })
    ).json().secret;
    expect((await call(personal, 'GET', `/api/v1/links/${id}`)).statusCode).toBe(404);

    const usage = (await owner.get(`/api/api-usage?org_id=${orgId}`)).json();
    expect(usage.used).toBeGreaterThanOrEqual(4);
    expect(usage.keys.map((k: { name: string }) => k.name)).toEqual(['Team CI']);
    const ownUsage = (await admin.get('/api/api-usage')).json();
    expect(ownUsage.keys.map((k: { name: string }) => k.name)).toEqual(['Mine']);
  });

  it('are managed by admins and the owner only, and hidden from outsiders', async () => {
    const refused = await member.post('/api/api-keys', {
      name: 'Nope',
      scopes: ['links:read'],
      org_id: orgId,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(TEAM_MESSAGES.noPermission);
    expect((await member.get(`/api/api-keys?org_id=${orgId}`)).statusCode).toBe(403);
    const stranger = await signedInClient(t.app, 'stranger@example.com');
    expect((await stranger.get(`/api/api-keys?org_id=${orgId}`)).statusCode).toBe(404);

    await teamKey(admin);
    const { keys } = (await owner.get(`/api/api-keys?org_id=${orgId}`)).json();
    expect(keys).toHaveLength(1);
    // Not among anyone's personal keys; revoked through the team.
    expect((await admin.get('/api/api-keys')).json().keys).toEqual([]);
    expect((await owner.send('DELETE', `/api/api-keys/${keys[0].id}`, undefined)).statusCode).toBe(
      404,
    );
    expect(
      (await owner.send('DELETE', `/api/api-keys/${keys[0].id}?org_id=${orgId}`, undefined))
        .statusCode,
    ).toBe(200);
  });

  it("follow their maker's role, and stop when the maker leaves the team", async () => {
    const key = await teamKey(admin);
    const link = (
      await member.post('/api/shorten-team', {
        organization_id: orgId,
        full_url: 'https://example.com/m',
        short_url: 'member-link',
      })
    ).json();
    expect((await call(key, 'DELETE', `/api/v1/links/${link.id}`)).statusCode).toBe(200);

    const { members } = (await owner.get(`/api/organization-members?org_id=${orgId}`)).json();
    const adminRow = members.find((m: { email: string }) => m.email === 'admin@example.com');
    await owner.send('DELETE', '/api/organization-members', {
      org_id: orgId,
      member_id: adminRow.id,
    });
    const after = await call(key, 'GET', '/api/v1/links');
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe(API_MESSAGES.invalidKey);
  });
});

describe.each(['organization_id', 'org_id'])('a team named by %s', (field) => {
  it('lists, creates, revokes and meters the team’s keys, apart from personal ones', async () => {
    const created = await admin.post('/api/api-keys', {
      name: 'Named',
      scopes: ['links:read'],
      [field]: orgId,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().key;
    const listed = (await owner.get(`/api/api-keys?${field}=${orgId}`)).json();
    expect(listed.keys.map((key: { id: string }) => key.id)).toEqual([id]);
    expect((await admin.get('/api/api-keys')).json().keys).toEqual([]);
    const usage = (await owner.get(`/api/api-usage?${field}=${orgId}`)).json();
    expect(usage.keys.map((key: { id: string }) => key.id)).toEqual([id]);
    const revoked = await owner.send('DELETE', `/api/api-keys/${id}?${field}=${orgId}`);
    expect(revoked.json()).toEqual({ revoked: true });
  });

  it("answers a non-member 404 and a viewer's write 403", async () => {
    const stranger = await signedInClient(t.app, 'stranger@example.com');
    const viewer = await joinTeam(t, owner, orgId, 'viewer@example.com', 'viewer');
    const { id } = (
      await owner.post('/api/api-keys', { name: 'Kept', scopes: ['links:read'], [field]: orgId })
    ).json().key;
    for (const [who, status] of [
      [stranger, 404],
      [viewer, 403],
    ] as const) {
      const create = await who.post('/api/api-keys', {
        name: 'Nope',
        scopes: ['links:read'],
        [field]: orgId,
      });
      expect(create.statusCode).toBe(status);
      const revoke = await who.send('DELETE', `/api/api-keys/${id}?${field}=${orgId}`);
      expect(revoke.statusCode).toBe(status);
      expect((await who.get(`/api/api-usage?${field}=${orgId}`)).statusCode).toBe(status);
    }
    expect((await owner.get(`/api/api-keys?${field}=${orgId}`)).json().keys).toHaveLength(1);
  });
});
