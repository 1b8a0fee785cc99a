import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, type TestAppTemplate, testAppTemplate } from '../../test/app.js';
import { type AuthClient, signedInClient } from '../../test/auth-client.js';
import { setPlan } from '../../test/custom-domains.js';
import { createTeam } from '../../test/teams.js';

/**
 * Editing a link's options (the dashboard's edit dialog and the team link page
 * send what /create sends): PATCH /api/links/:id and PUT /api/team-urls.
 */
let t: TestApp;
let ada: AuthClient;

/** Ada signed up once on premium; each test gets a fresh app on a copy of that database. */
let template: TestAppTemplate<AuthClient>;

beforeAll(async () => {
  template = await testAppTemplate({}, {}, async (first) => {
    const client = await signedInClient(first.app, 'ada@example.com');
    await setPlan(first, 'ada@example.com', 'premium');
    return client;
  });
});
afterAll(() => template?.dispose());
beforeEach(async () => {
  t = await template.create();
  ada = template.prepared.on(t.app);
});
afterEach(() => t.close());

const unlock = (code: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: `/${code}`,
    headers: { host: 'kurz.link', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ password }).toString(),
  });

const OPTIONS = {
  password: 'first pass',
  ios_url: 'https://apps.example.com/ios',
  geo_targets: { DE: 'https://example.de/' },
  og_title: 'Sale',
  og_description: 'This week',
  og_image: 'https://example.com/card.png',
};

async function optionedLink(code: string): Promise<string> {
  const made = await ada.post('/api/shorten', {
    full_url: 'https://example.com/sale',
    short_url: code,
    ...OPTIONS,
  });
  expect(made.statusCode, made.body).toBe(200);
  return made.json().id as string;
}

describe('PATCH /api/links/:id with options', () => {
  it('changes the password: the old one no longer opens the link, the new one does', async () => {
    const id = await optionedLink('re-locked');
    const changed = await ada.send('PATCH', `/api/links/${id}`, { password: 'second pass' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ has_password: true });
    expect(changed.body).not.toContain('second pass');
    expect((await unlock('re-locked', 'first pass')).statusCode).toBe(401);
    expect((await unlock('re-locked', 'second pass')).statusCode).toBe(303);
  });

  it('below premium, clears options with null or emptiness but sets none', async () => {
    const id = await optionedLink('downgraded');
    await setPlan(t, 'ada@example.com', 'free');
    const set = await ada.send('PATCH', `/api/links/${id}`, { og_title: 'New title' });
    expect(set.statusCode).toBe(403);
    const cleared = await ada.send('PATCH', `/api/links/${id}`, {
      password: null,
      ios_url: null,
      geo_targets: {},
      og_title: '',
      og_description: '  ',
      og_image: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({
      has_password: false,
      ios_url: null,
      geo_targets: null,
      og_title: null,
      og_description: null,
      og_image: null,
    });
  });
});

describe('PUT /api/team-urls with options', () => {
  it("sets and clears a team link's options on the team's plan", async () => {
    const orgId = await createTeam(t, ada, 'ada@example.com');
    // The owner's own plan does not matter: the team's (enterprise) decides.
    await setPlan(t, 'ada@example.com', 'free');
    const made = await ada.post('/api/shorten-team', {
      organization_id: orgId,
      full_url: 'https://example.com/team',
      short_url: 'team-opts',
    });
    expect(made.statusCode, made.body).toBe(200);
    const edit = (fields: object) =>
      ada.send('PUT', '/api/team-urls', { organization_id: orgId, id: made.json().id, fields });
    const set = await edit(OPTIONS);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ has_password: true, ios_url: OPTIONS.ios_url });
    expect((await unlock('team-opts', 'first pass')).statusCode).toBe(303);
    const cleared = await edit({ password: null, geo_targets: null, og_title: null });
    expect(cleared.json()).toMatchObject({
      has_password: false,
      geo_targets: null,
      og_title: null,
      og_description: 'This week',
    });
    const refused = await edit({ geo_targets: { DE: 'javascript:alert(1)' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/^geo_targets\.DE: /);
  });
});
