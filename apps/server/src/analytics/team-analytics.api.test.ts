import { TEAM_MESSAGES } from '@kurz/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, type TestAppTemplate, testAppTemplate } from '../../test/app.js';
import { type AuthClient, signedInClient } from '../../test/auth-client.js';
import { createTeam, joinTeam } from '../../test/teams.js';
import { rollUpClicks } from './roll-up-clicks.js';

let t: TestApp;
let owner: AuthClient;
let member: AuthClient;
let orgId: string;
let teamLinkId: string;

const query = { range: '24h', time_zone: 'UTC' };

async function open(code: string, times: number) {
  for (let i = 0; i < times; i++)
    await t.app.inject({
      url: `/${code}`,
      headers: { host: 'kurz.link', 'user-agent': 'Mozilla/5.0 Firefox/128.0' },
    });
  await t.app.clicks.flush();
}

/** An enterprise owner with a personal link, a team, and a member who made a team link. */
// Made once; each test gets a fresh app on a copy of that database.
let template: TestAppTemplate<{ owner: AuthClient; member: AuthClient }>;
beforeAll(async () => {
  template = await testAppTemplate({}, {}, async (first) => {
    t = first;
    const prepared = { owner: await signedInClient(t.app, 'owner@example.com') };
    orgId = await createTeam(t, prepared.owner, 'owner@example.com');
    const team = await joinTeam(t, prepared.owner, orgId, 'member@example.com', 'member');
    await prepared.owner.post('/api/shorten', {
      full_url: 'https://example.com/p',
      short_url: 'personal',
    });
    teamLinkId = (
      await team.post('/api/shorten-team', {
        organization_id: orgId,
        full_url: 'https://example.com/t',
        short_url: 'team-link',
      })
    ).json().id;
    await open('personal', 2);
    await open('team-link', 3);
    return { ...prepared, member: team };
  });
});
afterAll(() => template?.dispose());
beforeEach(async () => {
  t = await template.create();
  owner = template.prepared.owner.on(t.app);
  member = template.prepared.member.on(t.app);
});
afterEach(() => t.close());

const total = (reply: { json(): { data: { totals: { clicks: number } } } }) =>
  reply.json().data.totals.clicks;

describe("a team's analytics", () => {
  it('counts team links for the team and personal links for their owner, rolled up or not', async () => {
    for (const when of ['tail', 'rolled up']) {
      if (when === 'rolled up') await rollUpClicks({ db: t.db, now: Date.now() });
      const team = await owner.post('/api/analytics', { ...query, org_id: orgId });
      expect({ when, status: team.statusCode }).toEqual({ when, status: 200 });
      expect({ when, clicks: total(team) }).toEqual({ when, clicks: 3 });
      expect(team.json().data.top_links[0]).toMatchObject({ id: teamLinkId, clicks: 3 });
      const personal = await owner.post('/api/analytics', query);
      expect({ when, clicks: total(personal) }).toEqual({ when, clicks: 2 });
      // The member's own personal report holds none of the team's clicks.
      await t.db.kysely
        .updateTable('users')
        .set({ subscription_plan: 'premium' })
        .where('email', '=', 'member@example.com')
        .execute();
      expect(total(await member.post('/api/analytics', query))).toBe(0);
    }
  });

  it("lets a member read only its own team links' analytics, and hides the team from others", async () => {
    const whole = await member.post('/api/analytics', { ...query, org_id: orgId });
    expect(whole.statusCode).toBe(403);
    expect(whole.json().error).toBe(TEAM_MESSAGES.noPermission);
    const own = await member.post('/api/analytics', {
      ...query,
      org_id: orgId,
      link_id: teamLinkId,
    });
    expect(total(own)).toBe(3);
    // Without the team, the team link is no link of the member's.
    await t.db.kysely
      .updateTable('users')
      .set({ subscription_plan: 'premium' })
      .where('email', '=', 'member@example.com')
      .execute();
    const personal = await member.post('/api/analytics', { ...query, link_id: teamLinkId });
    expect(personal.statusCode).toBe(404);
    const stranger = await signedInClient(t.app, 'stranger@example.com');
    expect((await stranger.post('/api/analytics', { ...query, org_id: orgId })).statusCode).toBe(
      404,
    );
  });

  it("renders a team link's QR code for members, on the team's plan", async () => {
    const qr = await member.get(`/api/qr?code=team-link&org_id=${orgId}&format=svg`);
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toBe('image/svg+xml');
    expect((await member.get('/api/qr?code=team-link')).statusCode).toBe(403);
    expect((await owner.get('/api/qr?code=team-link')).statusCode).toBe(404);
  });
});

describe.each(['organization_id', 'org_id'])('a team named by %s', (field) => {
  it("reports the team's clicks, hides them from a non-member and a member's totals", async () => {
    const team = await owner.post('/api/analytics-real', { ...query, [field]: orgId });
    expect(team.statusCode, team.body).toBe(200);
    expect(total(team)).toBe(3);
    const viewer = await joinTeam(t, owner, orgId, 'viewer@example.com', 'viewer');
    expect(total(await viewer.post('/api/analytics', { ...query, [field]: orgId }))).toBe(3);
    expect((await member.post('/api/analytics', { ...query, [field]: orgId })).statusCode).toBe(
      403,
    );
    const stranger = await signedInClient(t.app, 'stranger@example.com');
    expect((await stranger.post('/api/analytics', { ...query, [field]: orgId })).statusCode).toBe(
      404,
    );
  });

  it("renders a team link's QR code for a member, and for no one else", async () => {
    const qr = await member.get(`/api/qr?code=team-link&${field}=${orgId}&format=svg`);
    expect(qr.statusCode, qr.body).toBe(200);
    expect(qr.body).toMatch(/^<svg/);
    const stranger = await signedInClient(t.app, 'stranger@example.com');
    expect((await stranger.get(`/api/qr?code=team-link&${field}=${orgId}`)).statusCode).toBe(404);
  });
});
