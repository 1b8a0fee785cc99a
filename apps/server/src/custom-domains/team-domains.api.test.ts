import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AuthClient, signedInClient } from '../../test/auth-client.js';
import {
  type DomainsWorld,
  PROXY,
  startDomainsWorld,
  userOnPlan,
} from '../../test/custom-domains.js';
import { createTeam, joinTeam } from '../../test/teams.js';

let world: DomainsWorld;
let owner: AuthClient;
let member: AuthClient;
let orgId: string;

/** A team of the enterprise `owner`, with `member` joined through a real invitation. */
beforeEach(async () => {
  world = await startDomainsWorld();
  owner = await signedInClient(world.t.app, 'owner@example.com');
  orgId = await createTeam(world.t, owner, 'owner@example.com');
  member = await joinTeam(world.t, owner, orgId, 'member@example.com', 'member');
});
afterEach(() => world.close());

const addTeamDomain = (who: AuthClient, domain: string) =>
  who.post('/api/custom-domains', { domain, org_id: orgId });
const teamAction = (who: AuthClient, id: string, action: 'verify' | 'delete') =>
  who.send('PUT', '/api/custom-domains', { domain_id: id, action, org_id: orgId });
const onHost = (host: string, url: string) =>
  world.t.app.inject({ url, headers: { host }, remoteAddress: '198.51.100.7' });

describe("a team's custom domains", () => {
  it('are the team’s own: added, verified and used for team links, apart from personal ones', async () => {
    const added = await addTeamDomain(owner, 'go.acme.com');
    expect(added.statusCode, added.body).toBe(201);
    const domain = added.json().domain;
    world.dns.zone.set('go.acme.com', { CNAME: PROXY });
    world.dns.zone.set('_kurz.go.acme.com', { TXT: [domain.verification_token] });
    expect((await teamAction(owner, domain.id, 'verify')).json()).toMatchObject({ verified: true });

    // Every member sees them; they are not in anyone's personal list.
    const seen = (await member.get(`/api/custom-domains?org_id=${orgId}`)).json();
    expect(seen).toMatchObject({ max: 50, domains: [{ domain: 'go.acme.com', verified: true }] });
    expect((await owner.get('/api/custom-domains')).json().domains).toEqual([]);

    const link = await member.post('/api/shorten-team', {
      organization_id: orgId,
      full_url: 'https://example.com/q4-sale',
      short_url: 'q4-sale',
      use_custom_domain: true,
    });
    expect(link.json().shortened_url, link.body).toBe('http://go.acme.com/q4-sale');
    const redirect = await onHost('go.acme.com', '/q4-sale');
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('https://example.com/q4-sale');

    // A personal link cannot use the team's domain, nor a team link someone's personal one.
    const personal = await owner.post('/api/shorten', {
      full_url: 'https://example.com/mine',
      domain: 'go.acme.com',
    });
    expect(personal.statusCode).toBe(400);
    expect(personal.json().error).toBe('Unknown short domain: go.acme.com');

    const { organizations } = (await owner.get('/api/organizations')).json();
    expect(organizations[0].domain_count).toBe(1);
    const events = (await owner.get(`/api/organizations/${orgId}/events`)).json().events;
    expect(events.map((event: { action: string }) => event.action)).toEqual(
      expect.arrayContaining(['domain.added', 'domain.verified']),
    );

    // Deleting it takes its links along and stops serving at once.
    expect((await teamAction(owner, domain.id, 'delete')).json()).toEqual({ deleted: true });
    expect((await onHost('go.acme.com', '/q4-sale')).statusCode).toBe(404);
    const links = (await owner.get(`/api/team-urls?organization_id=${orgId}`)).json();
    expect(JSON.stringify(links)).not.toContain('go.acme.com');
  });

  it("stop at the team's max_domains, whatever the owner's plan", async () => {
    await world.t.db.kysely
      .updateTable('organizations')
      .set({ max_domains: 1 })
      .where('id', '=', orgId)
      .execute();
    expect((await addTeamDomain(owner, 'one.acme.com')).statusCode).toBe(201);
    const second = await addTeamDomain(owner, 'two.acme.com');
    expect(second.statusCode).toBe(403);
    expect(second.json().error).toBe('Domain limit reached (1)');
    // The personal workspace keeps its own limit (enterprise: unlimited).
    expect((await owner.post('/api/custom-domains', { domain: 'two.acme.com' })).statusCode).toBe(
      201,
    );
  });

  it('refuses the same domain twice in one team, whoever adds it', async () => {
    await owner.send('PATCH', '/api/organization-members', {
      org_id: orgId,
      member_id: await memberId(),
      role: 'admin',
    });
    expect((await addTeamDomain(owner, 'dup.acme.com')).statusCode).toBe(201);
    const again = await addTeamDomain(member, 'dup.acme.com');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('Domain already added');
  });

  it('are hidden from non-members (404) and closed to members without the right (403)', async () => {
    const stranger = await userOnPlan(world.t, 'stranger@example.com', 'enterprise');
    expect((await stranger.get(`/api/custom-domains?org_id=${orgId}`)).statusCode).toBe(404);
    expect((await addTeamDomain(stranger, 'x.acme.com')).statusCode).toBe(404);
    const refused = await addTeamDomain(member, 'x.acme.com');
    expect(refused.statusCode).toBe(403);
    const id = (await addTeamDomain(owner, 'y.acme.com')).json().domain.id;
    expect((await teamAction(member, id, 'delete')).statusCode).toBe(403);
    // The id is the team's: in the owner's personal workspace it does not exist.
    expect(
      (await owner.send('PUT', '/api/custom-domains', { domain_id: id, action: 'delete' }))
        .statusCode,
    ).toBe(404);
    expect((await member.get(`/api/verify-dns?domain=y.acme.com&org_id=${orgId}`)).statusCode).toBe(
      200,
    );
  });
});

describe.each(['organization_id', 'org_id'])('a team named by %s', (field) => {
  const team = () => ({ [field]: orgId });

  it('lists, adds, checks, verifies and deletes in the team, not in the personal workspace', async () => {
    const added = await owner.post('/api/custom-domains', { domain: 'named.acme.com', ...team() });
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json().domain;
    const listed = (await owner.get(`/api/custom-domains?${field}=${orgId}`)).json();
    expect(listed.domains.map((domain: { id: string }) => domain.id)).toEqual([id]);
    expect((await owner.get('/api/custom-domains')).json().domains).toEqual([]);
    const dns = await owner.get(`/api/verify-dns?domain=named.acme.com&${field}=${orgId}`);
    expect(dns.statusCode, dns.body).toBe(200);
    const verify = { domain_id: id, action: 'verify', ...team() };
    expect((await owner.send('PUT', '/api/custom-domains', verify)).json()).toMatchObject({
      verified: false,
    });
    const remove = { domain_id: id, action: 'delete', ...team() };
    expect((await owner.send('PUT', '/api/custom-domains', remove)).json()).toEqual({
      deleted: true,
    });
  });

  it("answers a non-member 404 and a viewer's write 403", async () => {
    const stranger = await userOnPlan(world.t, 'stranger@example.com', 'enterprise');
    const viewer = await joinTeam(world.t, owner, orgId, 'viewer@example.com', 'viewer');
    const id = (await owner.post('/api/custom-domains', { domain: 'v.acme.com', ...team() })).json()
      .domain.id;
    for (const who of [stranger, viewer]) {
      const status = who === stranger ? 404 : 403;
      expect(
        (await who.post('/api/custom-domains', { domain: 'w.acme.com', ...team() })).statusCode,
      ).toBe(status);
      for (const action of ['verify', 'delete']) {
        const call = { domain_id: id, action, ...team() };
        expect((await who.send('PUT', '/api/custom-domains', call)).statusCode).toBe(status);
      }
    }
    expect((await stranger.get(`/api/custom-domains?${field}=${orgId}`)).statusCode).toBe(404);
    expect((await viewer.get(`/api/custom-domains?${field}=${orgId}`)).statusCode).toBe(200);
  });
});

it('takes organization_id over org_id when a request has both', async () => {
  const both = { domain: 'both.acme.com', organization_id: orgId, org_id: 'no-such-team' };
  expect((await owner.post('/api/custom-domains', both)).statusCode).toBe(201);
  const listed = (await owner.get(`/api/custom-domains?organization_id=${orgId}`)).json();
  expect(listed.domains.map((domain: { domain: string }) => domain.domain)).toEqual([
    'both.acme.com',
  ]);
});

async function memberId(): Promise<string> {
  const { members } = (await owner.get(`/api/organization-members?org_id=${orgId}`)).json();
  return members.find((m: { email: string }) => m.email === 'member@example.com').id;
}
