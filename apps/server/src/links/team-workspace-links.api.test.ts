import { TEAM_MESSAGES } from '@kurz/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type AuthClient, signedInClient } from '../../test/auth-client.js';
import { joinTeam } from '../../test/teams.js';

/**
 * The dashboard's own link calls act in a team when `organization_id` names one (the
 * query for reads, the body for writes), through the same verbs as the spec's team calls:
 * the member's role decides (403 in the spec's words), a non-member sees no team (404),
 * and without it they act in the caller's personal workspace, where team links are absent.
 */

let t: TestApp;
let owner: AuthClient;
let manager: AuthClient;
let member: AuthClient;
let viewer: AuthClient;
let outsider: AuthClient;
let orgId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t.app, 'lead@example.com');
  outsider = await signedInClient(t.app, 'stranger@example.com');
  await t.db.kysely.updateTable('users').set({ subscription_plan: 'enterprise' }).execute();
  const created = await owner.post('/api/organizations', { name: 'Links Co', slug: 'links-co' });
  expect(created.statusCode, created.body).toBe(201);
  orgId = created.json().organization.id;
  manager = await joinTeam(t, owner, orgId, 'manager@example.com', 'manager');
  member = await joinTeam(t, owner, orgId, 'member@example.com', 'member');
  viewer = await joinTeam(t, owner, orgId, 'viewer@example.com', 'viewer');
});
afterAll(() => t.close());

async function teamLink(who: AuthClient, code: string): Promise<string> {
  const created = await who.post('/api/shorten', {
    organization_id: orgId,
    full_url: `https://example.com/${code}`,
    short_url: code,
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().id;
}

const codesOf = (page: { links: { short_url: string }[] }) =>
  page.links.map((link) => link.short_url);

describe('POST /api/shorten with organization_id', () => {
  it('makes a team link, listed in the team and not in anyone’s personal links', async () => {
    await teamLink(member, 'ws-created');
    const team = (await viewer.get(`/api/links?organization_id=${orgId}`)).json();
    expect(codesOf(team)).toContain('ws-created');
    expect(codesOf((await owner.get(`/api/team-urls?organization_id=${orgId}`)).json())).toContain(
      'ws-created',
    );
    expect(codesOf((await member.get('/api/links')).json())).not.toContain('ws-created');
    const row = await t.db.kysely
      .selectFrom('links')
      .select('org_id')
      .where('code', '=', 'ws-created')
      .executeTakeFirstOrThrow();
    expect(row.org_id).toBe(orgId);
  });

  it("refuses a viewer with the spec's words, and a non-member as if there were no team", async () => {
    const body = { organization_id: orgId, full_url: 'https://example.com/no' };
    const refused = await viewer.post('/api/shorten', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(TEAM_MESSAGES.noUrlPermission);
    expect((await outsider.post('/api/shorten', body)).statusCode).toBe(404);
    expect((await outsider.get(`/api/links?organization_id=${orgId}`)).statusCode).toBe(404);
  });
});

describe('one team link by id', () => {
  it('is read with organization_id and is no personal link without it', async () => {
    const id = await teamLink(member, 'ws-read');
    const one = await viewer.get(`/api/links/${id}?organization_id=${orgId}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ short_url: 'ws-read' });
    expect((await member.get(`/api/links/${id}`)).statusCode).toBe(404);
    expect((await outsider.get(`/api/links/${id}?organization_id=${orgId}`)).statusCode).toBe(404);
  });

  it('is edited by its creator and managers; others hear the team URL text', async () => {
    const id = await teamLink(manager, 'ws-edit');
    const edit = (who: AuthClient) =>
      who.send('PATCH', `/api/links/${id}`, {
        organization_id: orgId,
        full_url: 'https://example.com/edited',
      });
    const refused = await edit(member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe("You don't have permission to edit this team URL");
    expect((await edit(viewer)).statusCode).toBe(403);
    expect((await edit(outsider)).statusCode).toBe(404);
    const edited = await edit(manager);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().full_url).toBe('https://example.com/edited');
    // Without the team it is nobody's personal link.
    const personal = await manager.send('PATCH', `/api/links/${id}`, { title: 'x' });
    expect(personal.statusCode).toBe(404);
  });

  it('is deleted by its creator, with an entry in the audit log; not by another member', async () => {
    const theirs = await teamLink(manager, 'ws-theirs');
    const mine = await teamLink(member, 'ws-mine');
    const remove = (who: AuthClient, id: string) =>
      who.send('DELETE', `/api/links/${id}`, { organization_id: orgId });
    const refused = await remove(member, theirs);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe("You don't have permission to delete this team URL");
    expect((await member.send('DELETE', `/api/links/${mine}`)).statusCode).toBe(404);
    expect((await remove(member, mine)).json()).toEqual({ deleted: 1 });
    const { events } = (await owner.get(`/api/organizations/${orgId}/events`)).json();
    expect(events).toContainEqual(
      expect.objectContaining({
        action: 'link.deleted',
        target: 'kurz.link/ws-mine',
        actor_email: 'member@example.com',
      }),
    );
  });
});

describe('bulk delete with organization_id', () => {
  it("refuses a member's list holding another's link whole, and deletes a manager's", async () => {
    const mine = await teamLink(member, 'ws-bulk-mine');
    const theirs = await teamLink(manager, 'ws-bulk-theirs');
    const body = { organization_id: orgId, ids: [mine, theirs, 'no-such-link'] };
    const refused = await member.post('/api/links/bulk-delete', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe("You don't have permission to delete this team URL");
    expect(codesOf((await member.get(`/api/links?organization_id=${orgId}`)).json())).toEqual(
      expect.arrayContaining(['ws-bulk-mine', 'ws-bulk-theirs']),
    );
    // Personal: the team's ids are skipped like anyone else's.
    expect((await manager.post('/api/links/bulk-delete', { ids: [mine] })).json()).toEqual({
      deleted: 0,
    });
    expect((await manager.post('/api/links/bulk-delete', body)).json()).toEqual({ deleted: 2 });
  });
});

describe("a team's tags, export and import", () => {
  it('lists the tags and exports the links of the team', async () => {
    const tagged = await member.post('/api/shorten', {
      organization_id: orgId,
      full_url: 'https://example.com/tagged',
      short_url: 'ws-tagged',
      tags: ['Launch'],
    });
    expect(tagged.statusCode).toBe(200);
    const tags = (await viewer.get(`/api/tags?organization_id=${orgId}`)).json().tags;
    expect(tags.map((tag: { name: string }) => tag.name)).toContain('Launch');
    expect((await member.get('/api/tags')).json().tags).toEqual([]);
    const csv = await viewer.get(`/api/links/export?organization_id=${orgId}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('ws-tagged');
    expect((await member.get('/api/links/export')).body).not.toContain('ws-tagged');
  });

  it('imports into the team on its plan, counted against its max_urls', async () => {
    const csv = 'url,code\nhttps://example.com/imported,ws-imported';
    const preview = await member.post('/api/links/import/preview', { organization_id: orgId, csv });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().quota).toMatchObject({ limit: 1_000_000 });
    const imported = await member.post('/api/links/import', {
      organization_id: orgId,
      rows: preview.json().rows,
    });
    expect(imported.json().outcomes).toMatchObject([{ status: 'created' }]);
    expect(codesOf((await owner.get(`/api/links?organization_id=${orgId}`)).json())).toContain(
      'ws-imported',
    );
    const refused = await viewer.post('/api/links/import/preview', { organization_id: orgId, csv });
    expect(refused.statusCode).toBe(403);
  });
});
