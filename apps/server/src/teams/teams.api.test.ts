import { TEAM_MESSAGES, type TeamRole } from '@kurz/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type AuthClient, signedInClient } from '../../test/auth-client.js';
import { invitationToken, joinTeam } from '../../test/teams.js';

let t: TestApp;
let owner: AuthClient;
let outsider: AuthClient;
let orgId: string;
/** One signed-in member per role below the owner, joined through real invitations. */
const members = {} as Record<Exclude<TeamRole, 'owner'>, AuthClient>;
const memberIds = {} as Record<Exclude<TeamRole, 'owner'>, string>;
let domainCount = 0;

async function join(role: Exclude<TeamRole, 'owner'>): Promise<void> {
  members[role] = await joinTeam(t, owner, orgId, `${role}@example.com`, role);
}

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@kurz.test' });
  owner = await signedInClient(t.app, 'owner@example.com');
  outsider = await signedInClient(t.app, 'outsider@example.com');
  await t.db.kysely
    .updateTable('users')
    .set({ subscription_plan: 'enterprise' })
    .where('email', '=', 'owner@example.com')
    .execute();
  const created = await owner.post('/api/organizations', {
    name: 'Acme Marketing',
    slug: 'acme-mkt',
  });
  expect(created.statusCode).toBe(201);
  orgId = created.json().organization.id;
  for (const role of ['admin', 'manager', 'member', 'viewer'] as const) await join(role);
  const { members: list } = (await owner.get(`/api/organization-members?org_id=${orgId}`)).json();
  for (const role of ['admin', 'manager', 'member', 'viewer'] as const) {
    memberIds[role] = list.find((m: { email: string }) => m.email === `${role}@example.com`).id;
  }
});
afterAll(() => t.close());

describe('creating a team', () => {
  it('needs an enterprise plan or admin rights', async () => {
    const refused = await outsider.post('/api/organizations', { name: 'Nope', slug: 'nope-team' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(TEAM_MESSAGES.enterpriseRequired);
    const boss = await signedInClient(t.app, 'boss@kurz.test');
    expect(
      (await boss.post('/api/organizations', { name: 'Ops', slug: 'ops-team' })).statusCode,
    ).toBe(201);
  });

  it.each([
    ['taken', 'acme-mkt', TEAM_MESSAGES.slugTaken],
    ['reserved', 'settings', 'This slug is reserved'],
    ['too short', 'ab', 'Slug must be 3 to 48 characters'],
    [
      'Unicode',
      'café-team',
      'Slug may use lowercase letters, digits and single hyphens, not at either end',
    ],
    ['100+ characters', 'a'.repeat(120), 'Slug must be 3 to 48 characters'],
  ])('refuses a %s slug with a clear message', async (_label, slug, message) => {
    const response = await owner.post('/api/organizations', { name: 'Another', slug });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it('lists the team with its counts and the caller’s membership', async () => {
    const { organizations } = (await owner.get('/api/organizations')).json();
    expect(organizations).toHaveLength(1);
    expect(organizations[0]).toMatchObject({
      id: orgId,
      name: 'Acme Marketing',
      max_members: 50,
      membership: { role: 'owner' },
    });
    // The owner and the four roles (other tests may have added some since).
    expect(organizations[0].member_count).toBeGreaterThanOrEqual(5);
  });
});

/** The spec's spelling of the team on these calls, and the contract's. */
const TEAM_FIELDS = ['org_id', 'organization_id'] as const;

describe.each(TEAM_FIELDS)('every role against every team call, the team named by %s', (field) => {
  // [call, owner, admin, manager, member, viewer, outsider]
  const table: [string, (who: AuthClient) => Promise<{ statusCode: number }>, number[]][] = [
    [
      'list members',
      (c) => c.get(`/api/organization-members?${field}=${orgId}`),
      [200, 200, 200, 200, 200, 404],
    ],
    [
      'list invitations',
      (c) => c.get(`/api/invitations?${field}=${orgId}`),
      [200, 200, 403, 403, 403, 404],
    ],
    [
      'invite',
      (c) =>
        c.post('/api/organization-members', {
          [field]: orgId,
          email: 'new@example.com',
          role: 'viewer',
        }),
      [201, 201, 403, 403, 403, 404],
    ],
    [
      'edit settings',
      (c) => c.send('PATCH', '/api/organizations', { [field]: orgId, description: 'Growth team' }),
      [200, 200, 403, 403, 403, 404],
    ],
    [
      'change a role',
      (c) =>
        c.send('PATCH', '/api/organization-members', {
          [field]: orgId,
          member_id: memberIds.viewer,
          role: 'viewer',
        }),
      [200, 200, 403, 403, 403, 404],
    ],
    [
      'list domains',
      (c) => c.get(`/api/custom-domains?${field}=${orgId}`),
      [200, 200, 200, 200, 200, 404],
    ],
    [
      'add a domain',
      (c) =>
        c.post('/api/custom-domains', { [field]: orgId, domain: `d${++domainCount}.acme.com` }),
      [201, 201, 403, 403, 403, 404],
    ],
    [
      'verify a domain',
      (c) =>
        c.send('PUT', '/api/custom-domains', {
          [field]: orgId,
          domain_id: 'none',
          action: 'verify',
        }),
      [404, 404, 403, 403, 403, 404],
    ],
    [
      'delete a domain',
      (c) =>
        c.send('PUT', '/api/custom-domains', {
          [field]: orgId,
          domain_id: 'none',
          action: 'delete',
        }),
      [404, 404, 403, 403, 403, 404],
    ],
    [
      'delete the team',
      (c) => c.send('DELETE', '/api/organizations', { [field]: 'no-such-team' }),
      [404, 404, 404, 404, 404, 404],
    ],
  ];
  const roles = ['owner', 'admin', 'manager', 'member', 'viewer', 'outsider'] as const;
  const client = (role: (typeof roles)[number]) =>
    role === 'owner' ? owner : role === 'outsider' ? outsider : members[role];

  it.each(table)('%s', async (_label, call, statuses) => {
    for (const [i, role] of roles.entries()) {
      const response = await call(client(role));
      expect({ role, status: response.statusCode }).toEqual({ role, status: statuses[i] });
    }
  });

  it('lets only the owner delete the team', async () => {
    for (const role of ['admin', 'manager', 'member', 'viewer'] as const) {
      const response = await members[role].send('DELETE', '/api/organizations', {
        [field]: orgId,
      });
      expect({ role, status: response.statusCode }).toEqual({ role, status: 403 });
    }
  });
});

describe('ownership', () => {
  it('keeps the owner: it can neither leave, be removed nor be demoted', async () => {
    const { members: list } = (await owner.get(`/api/organization-members?org_id=${orgId}`)).json();
    const ownerId = list.find((m: { role: string }) => m.role === 'owner').id;
    for (const [who, call] of [
      [
        owner,
        () =>
          owner.send('DELETE', '/api/organization-members', { org_id: orgId, member_id: ownerId }),
      ],
      [
        members.admin,
        () =>
          members.admin.send('DELETE', '/api/organization-members', {
            org_id: orgId,
            member_id: ownerId,
          }),
      ],
      [
        members.admin,
        () =>
          members.admin.send('PATCH', '/api/organization-members', {
            org_id: orgId,
            member_id: ownerId,
            role: 'viewer',
          }),
      ],
    ] as const) {
      const response = await call();
      expect(who && response.statusCode).toBe(403);
      expect(response.json().error).toBe(TEAM_MESSAGES.lastOwner);
    }
  });

  it('refuses an invitation token that was used, guessed, or sent to someone else', async () => {
    await owner.post('/api/organization-members', {
      org_id: orgId,
      email: 'carol@example.com',
      role: 'member',
    });
    const token = await invitationToken(t, 'carol@example.com');
    const wrongPerson = await outsider.post(`/api/invitations?token=${token}&action=accept`, {});
    expect(wrongPerson.statusCode).toBe(403);
    const guessed = await outsider.post(
      '/api/invitations?token=not-a-real-token&action=accept',
      {},
    );
    expect(guessed.statusCode).toBe(404);
    const carol = await signedInClient(t.app, 'carol@example.com');
    expect((await carol.post(`/api/invitations?token=${token}&action=accept`, {})).statusCode).toBe(
      200,
    );
    const again = await carol.post(`/api/invitations?token=${token}&action=accept`, {});
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('This invitation has already been accepted');
  });

  it('lets a member leave, and then the team is gone for them (404)', async () => {
    await owner.post('/api/organization-members', {
      org_id: orgId,
      email: 'leaver@example.com',
      role: 'member',
    });
    const token = await invitationToken(t, 'leaver@example.com');
    const leaver = await signedInClient(t.app, 'leaver@example.com');
    await leaver.post(`/api/invitations?token=${token}&action=accept`, {});
    const own = (await leaver.get('/api/organizations')).json().organizations[0].membership.id;
    const leaving = await leaver.send('DELETE', '/api/organization-members', {
      org_id: orgId,
      member_id: own,
    });
    expect(leaving.statusCode).toBe(200);
    expect((await leaver.get(`/api/organization-members?org_id=${orgId}`)).statusCode).toBe(404);
    expect((await leaver.get('/api/organizations')).json().organizations).toEqual([]);
  });
});

describe('team links', () => {
  const shortenTeam = (who: AuthClient, body: object) =>
    who.post('/api/shorten-team', { organization_id: orgId, ...body });

  it('lets members create links that redirect, and refuses viewers and outsiders', async () => {
    const created = await shortenTeam(members.member, {
      full_url: 'https://example.com/launch',
      short_url: 'team-launch',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().shortened_url).toBe('https://kurz.link/team-launch');
    const redirect = await t.app.inject({ url: '/team-launch', headers: { host: 'kurz.link' } });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('https://example.com/launch');

    const viewer = await shortenTeam(members.viewer, { full_url: 'https://example.com/v' });
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().error).toBe(TEAM_MESSAGES.noUrlPermission);
    expect((await shortenTeam(outsider, { full_url: 'https://example.com/o' })).statusCode).toBe(
      404,
    );
    const noTeam = await members.member.post('/api/shorten-team', {
      full_url: 'https://example.com/n',
    });
    expect(noTeam.statusCode).toBe(400);
    expect(noTeam.json().error).toBe(TEAM_MESSAGES.teamContextRequired);
  });

  it("lists the team's links for every member, and keeps them out of personal dashboards", async () => {
    await shortenTeam(members.manager, {
      full_url: 'https://example.com/listed',
      short_url: 'team-listed',
    });
    for (const who of [owner, members.viewer, members.member]) {
      const page = (await who.get(`/api/team-urls?organization_id=${orgId}`)).json();
      expect(page.links.map((link: { short_url: string }) => link.short_url)).toContain(
        'team-listed',
      );
    }
    expect((await outsider.get(`/api/team-urls?organization_id=${orgId}`)).statusCode).toBe(404);
    const noTeam = await owner.get('/api/team-urls');
    expect(noTeam.statusCode).toBe(400);
    expect(noTeam.json().error).toContain('Team ID is required');
    const personal = (await members.manager.get('/api/links')).json();
    expect(personal.links).toEqual([]);
  });

  it('answers one team link by id, with who created it, and 404 for another scope', async () => {
    const created = (
      await shortenTeam(members.member, {
        full_url: 'https://example.com/one',
        short_url: 'team-one',
      })
    ).json();
    const one = await members.viewer.get(
      `/api/team-urls?organization_id=${orgId}&id=${created.id}`,
    );
    expect(one.statusCode).toBe(200);
    expect(one.json().links).toHaveLength(1);
    const { members: list } = (await owner.get(`/api/organization-members?org_id=${orgId}`)).json();
    const memberUserId = list.find(
      (m: { email: string }) => m.email === 'member@example.com',
    ).user_id;
    expect(one.json().links[0]).toMatchObject({ short_url: 'team-one', created_by: memberUserId });
    const unknown = await owner.get(`/api/team-urls?organization_id=${orgId}&id=no-such-link`);
    expect(unknown.statusCode).toBe(404);
    expect(
      (await outsider.get(`/api/team-urls?organization_id=${orgId}&id=${created.id}`)).statusCode,
    ).toBe(404);
  });

  it('lets a member edit and delete its own links only; managers any', async () => {
    const mine = (
      await shortenTeam(members.member, { full_url: 'https://example.com/mine' })
    ).json().id;
    const theirs = (
      await shortenTeam(members.manager, { full_url: 'https://example.com/theirs' })
    ).json().id;
    const edit = (who: AuthClient, id: string) =>
      who.send('PUT', '/api/team-urls', {
        organization_id: orgId,
        id,
        fields: { full_url: 'https://example.com/edited' },
      });
    expect((await edit(members.member, mine)).statusCode).toBe(200);
    const refused = await edit(members.member, theirs);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe("You don't have permission to edit this team URL");
    expect((await edit(members.manager, mine)).statusCode).toBe(200);
    expect((await edit(members.viewer, mine)).statusCode).toBe(403);
    expect((await edit(outsider, mine)).statusCode).toBe(404);

    const remove = (who: AuthClient, id: string) =>
      who.send('DELETE', '/api/team-urls', { organization_id: orgId, id });
    const notYours = await remove(members.member, theirs);
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().error).toBe("You don't have permission to delete this team URL");
    expect((await remove(members.member, mine)).json()).toEqual({ deleted: 1 });
    expect((await remove(members.admin, theirs)).json()).toEqual({ deleted: 1 });
    expect((await remove(members.admin, theirs)).statusCode).toBe(404);
  });

  it("counts team links against the team's max_urls, not the member's monthly quota", async () => {
    const { url_count } = (await owner.get('/api/organizations')).json().organizations[0];
    await t.db.kysely.updateTable('organizations').set({ max_urls: url_count }).execute();
    const full = await shortenTeam(members.member, { full_url: 'https://example.com/over' });
    expect(full.statusCode).toBe(403);
    expect(full.json().error).toBe(TEAM_MESSAGES.urlLimit(url_count));
    await t.db.kysely.updateTable('organizations').set({ max_urls: 1_000_000 }).execute();
    const limits = (await members.member.get('/api/subscription-limits')).json();
    expect(limits.urls_per_month).toBe(100);
  });

  it('keeps an audit log that admins read and members do not', async () => {
    await shortenTeam(members.member, {
      full_url: 'https://example.com/audited',
      short_url: 'team-audited',
    });
    const { events } = (await owner.get(`/api/organizations/${orgId}/events`)).json();
    expect(events.map((event: { action: string }) => event.action)).toEqual(
      expect.arrayContaining(['team.created', 'member.invited', 'member.joined', 'link.created']),
    );
    expect(
      events.find((event: { target: string }) => event.target === 'kurz.link/team-audited'),
    ).toMatchObject({
      actor_email: 'member@example.com',
      actor_name: 'member@example.com',
    });
    expect((await members.member.get(`/api/organizations/${orgId}/events`)).statusCode).toBe(403);
  });

  it('names people by their name, email beside it, in the audit log and the invitation mail', async () => {
    await t.db.kysely
      .updateTable('users')
      .set({ full_name: 'Olive Owner' })
      .where('email', '=', 'owner@example.com')
      .execute();
    const invited = await owner.post('/api/organization-members', {
      organization_id: orgId,
      email: 'named-invite@example.com',
      role: 'viewer',
    });
    expect(invited.statusCode).toBe(201);
    const { events } = (await owner.get(`/api/organizations/${orgId}/events`)).json();
    expect(
      events.find((event: { target: string }) => event.target === 'named-invite@example.com'),
    ).toMatchObject({ actor_email: 'owner@example.com', actor_name: 'Olive Owner' });
    const outbox = (await t.app.inject({ url: '/api/dev/outbox' })).json() as {
      messages: { to: string; subject: string; text: string }[];
    };
    const mail = outbox.messages.find((message) => message.to === 'named-invite@example.com');
    expect(mail?.subject).toMatch(/^Olive Owner \(owner@example\.com\) invited you to /);
    expect(mail?.text).toContain('Olive Owner (owner@example.com) invited you to the team');
    expect((await outsider.get(`/api/organizations/${orgId}/events`)).statusCode).toBe(404);
  });
});

describe('team logos', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  const upload = (who: AuthClient, bytes: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: `/api/organizations/${orgId}/logo`,
      payload: bytes,
      headers: {
        host: 'app.kurz.test',
        origin: 'https://app.kurz.test',
        cookie: who.cookieHeader,
        'content-type': 'image/png',
      },
    });

  it('stores a logo under the avatar rules for admins, and serves it inert', async () => {
    const response = await upload(members.admin, PNG);
    expect(response.statusCode).toBe(200);
    const logo = response.json().organization.logo_url as string;
    expect(logo).toMatch(/^\/api\/team-logos\/[\w-]+\.png$/);
    const served = await t.app.inject({ url: logo, headers: { host: 'app.kurz.test' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it('refuses members without the right, non-images and outsiders', async () => {
    expect((await upload(members.member, PNG)).statusCode).toBe(403);
    const text = await upload(owner, Buffer.from('not an image'));
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toBe('File must be a valid image format (JPEG, PNG, WebP, or SVG)');
    expect((await upload(outsider, PNG)).statusCode).toBe(404);
  });
});

describe.each(TEAM_FIELDS)('the team named by %s', (field) => {
  it('lets a member leave, and an admin cancel an invitation and remove a member', async () => {
    const email = `${field}-leaver@example.com`;
    const leaver = await joinTeam(t, owner, orgId, email, 'member');
    const own = (await leaver.get('/api/organizations')).json().organizations[0].membership.id;
    const leaving = await leaver.send('DELETE', '/api/organization-members', {
      [field]: orgId,
      member_id: own,
    });
    expect(leaving.json()).toEqual({ removed: true });

    const removed = await joinTeam(t, owner, orgId, `${field}-removed@example.com`, 'viewer');
    const theirs = (await removed.get('/api/organizations')).json().organizations[0].membership.id;
    const byViewer = await members.viewer.send('DELETE', '/api/organization-members', {
      [field]: orgId,
      member_id: theirs,
    });
    expect(byViewer.statusCode).toBe(403);
    const byAdmin = await members.admin.send('DELETE', '/api/organization-members', {
      [field]: orgId,
      member_id: theirs,
    });
    expect(byAdmin.json()).toEqual({ removed: true });

    const invited = await members.admin.post('/api/organization-members', {
      [field]: orgId,
      email: `${field}-cancel@example.com`,
    });
    const { id } = invited.json().invitation;
    const path = `/api/organizations/${orgId}/invitations/${id}`;
    expect((await members.viewer.send('DELETE', path)).statusCode).toBe(403);
    expect((await outsider.send('DELETE', path)).statusCode).toBe(404);
    expect((await members.admin.send('DELETE', path)).json()).toEqual({ cancelled: true });
    const pending = (await owner.get(`/api/invitations?${field}=${orgId}`)).json().invitations;
    expect(pending.find((one: { id: string }) => one.id === id)).toMatchObject({
      status: 'cancelled',
    });
  });

  it('lets the owner delete a team, and no one else', async () => {
    const created = await owner.post('/api/organizations', {
      name: 'Doomed',
      slug: `doomed-${field.replace('_', '-')}`,
    });
    const doomed = created.json().organization.id;
    expect(
      (await outsider.send('DELETE', '/api/organizations', { [field]: doomed })).statusCode,
    ).toBe(404);
    expect((await owner.send('DELETE', '/api/organizations', { [field]: doomed })).json()).toEqual({
      deleted: true,
    });
    expect((await owner.get(`/api/organization-members?${field}=${doomed}`)).statusCode).toBe(404);
  });
});

it('answers a team call that names no team with the spec wording', async () => {
  const response = await owner.get('/api/organization-members');
  expect(response.statusCode).toBe(400);
  expect(response.json().error).toContain('org_id is required');
});
