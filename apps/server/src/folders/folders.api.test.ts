import { FOLDER_MESSAGES } from '@kurz/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type AuthClient, signedInClient } from '../../test/auth-client.js';
import { joinTeam } from '../../test/teams.js';

/**
 * Folders, notes and archive: a workspace's folders with the role grid, a link's folder,
 * notes and archive flag on every create and edit path, and the list's filters and counts.
 */

let t: TestApp;
let ada: AuthClient;
let bob: AuthClient;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  ada = await signedInClient(t.app, 'ada@example.com');
  bob = await signedInClient(t.app, 'bob@example.com');
  // Pro: the CSV import's plan and the API's.
  await t.db.kysely
    .updateTable('users')
    .set({ subscription_plan: 'pro' })
    .where('email', '=', 'ada@example.com')
    .execute();
});
afterAll(() => t.close());

const code = (label: string) => `${label}-${++serial}`;

async function folder(who: AuthClient, name: string, team?: string): Promise<string> {
  const made = await who.post('/api/folders', { name, ...(team && { organization_id: team }) });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().folder.id;
}

async function link(who: AuthClient, body: Record<string, unknown> = {}) {
  const short = code('link');
  const made = await who.post('/api/shorten', {
    full_url: `https://example.com/${short}`,
    short_url: short,
    ...body,
  });
  expect(made.statusCode, made.body).toBe(200);
  return { id: made.json().id as string, code: short };
}

const view = async (who: AuthClient, id: string, team?: string) =>
  (await who.get(`/api/links/${id}${team ? `?organization_id=${team}` : ''}`)).json();
const codes = async (who: AuthClient, query: string) => {
  const page = await who.get(`/api/links?limit=100&${query}`);
  expect(page.statusCode, page.body).toBe(200);
  return page.json().links.map((row: { short_url: string }) => row.short_url) as string[];
};
const linkCount = async () =>
  Number(
    (
      await t.db.kysely
        .selectFrom('links')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a workspace’s folders', () => {
  it('creates, lists by name with counts, renames and refuses a second name whatever its case', async () => {
    const zeta = await folder(ada, 'Zeta');
    const alpha = await folder(ada, '  alpha  ');
    await link(ada, { folder_id: zeta });
    await link(ada, { folder_id: zeta, archived: true });
    const listed = (await ada.get('/api/folders')).json();
    const names = listed.folders.map((row: { name: string }) => row.name);
    expect(names.indexOf('alpha')).toBeLessThan(names.indexOf('Zeta'));
    expect(listed.folders.find((row: { id: string }) => row.id === zeta)).toMatchObject({
      name: 'Zeta',
      links: 1,
      archived: 1,
    });
    expect(listed.archived).toBeGreaterThanOrEqual(1);

    const twin = await ada.post('/api/folders', { name: 'ZETA' });
    expect(twin.statusCode, twin.body).toBe(400);
    expect(twin.json().error).toBe(FOLDER_MESSAGES.nameTaken);
    const clash = await ada.send('PATCH', `/api/folders/${alpha}`, { name: 'zeta' });
    expect(clash.statusCode, clash.body).toBe(400);
    expect(clash.json().error).toBe(FOLDER_MESSAGES.nameTaken);

    const renamed = await ada.send('PATCH', `/api/folders/${alpha}`, { name: 'Alpha 2' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().folder).toMatchObject({ id: alpha, name: 'Alpha 2', links: 0 });
  });

  it.each([
    ['an empty name', { name: '   ' }, `name: ${FOLDER_MESSAGES.nameRequired}`],
    ['a name too long', { name: 'x'.repeat(101) }, `name: ${FOLDER_MESSAGES.nameTooLong}`],
    ['a name with a newline', { name: 'a\nb' }, `name: ${FOLDER_MESSAGES.nameControl}`],
  ])('refuses %s with 400', async (_label, body, message) => {
    const refused = await ada.post('/api/folders', body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain(message);
  });

  it('deletes a folder and leaves its links, in no folder, still redirecting', async () => {
    const doomed = await folder(ada, code('Doomed'));
    const filed = await link(ada, { folder_id: doomed });
    const deleted = await ada.send('DELETE', `/api/folders/${doomed}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true, unfiled: 1 });
    expect((await view(ada, filed.id)).folder_id).toBeNull();
    const served = await t.app.inject({ url: `/${filed.code}`, headers: { host: 'kurz.link' } });
    expect(served.statusCode).toBe(302);
  });

  it('answers 404 for a folder of another workspace or of none, and leaves it as it was', async () => {
    const adas = await folder(ada, code('Private'));
    for (const id of [adas, 'no-such-folder']) {
      expect((await bob.send('PATCH', `/api/folders/${id}`, { name: 'Mine' })).statusCode).toBe(
        404,
      );
      expect((await bob.send('DELETE', `/api/folders/${id}`)).statusCode).toBe(404);
    }
    const bobs = (await bob.get('/api/folders')).json().folders;
    expect(bobs.some((row: { id: string }) => row.id === adas)).toBe(false);
    const still = (await ada.get('/api/folders')).json().folders;
    expect(still.some((row: { id: string }) => row.id === adas)).toBe(true);
  });
});

describe('a link’s folder, notes and archive', () => {
  it('sets all three on create and changes them on edit; a blank note clears it', async () => {
    const box = await folder(ada, code('Box'));
    const made = await link(ada, { folder_id: box, notes: '  for the launch  ', archived: true });
    expect(await view(ada, made.id)).toMatchObject({
      folder_id: box,
      notes: 'for the launch',
      archived: true,
    });
    const edited = await ada.send('PATCH', `/api/links/${made.id}`, {
      folder_id: null,
      notes: '   ',
      archived: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ folder_id: null, notes: null, archived: false });
  });

  it('keeps notes of 2,000 characters and refuses 2,001 naming the field', async () => {
    const made = await link(ada, { notes: 'n'.repeat(2000) });
    expect((await view(ada, made.id)).notes).toHaveLength(2000);
    const refused = await ada.post('/api/shorten', {
      full_url: 'https://example.com/long-notes',
      notes: 'n'.repeat(2001),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain(FOLDER_MESSAGES.notesTooLong);
  });

  it('refuses a folder of another workspace or an unknown one alike, and saves nothing', async () => {
    const bobs = await folder(bob, code('Bob’s'));
    for (const folderId of [bobs, 'no-such-folder']) {
      const before = await linkCount();
      const refused = await ada.post('/api/shorten', {
        full_url: 'https://example.com/elsewhere',
        folder_id: folderId,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe(FOLDER_MESSAGES.unknownFolder);
      expect(await linkCount()).toBe(before);
    }
    const made = await link(ada, { title: 'Kept' });
    const edit = await ada.send('PATCH', `/api/links/${made.id}`, {
      folder_id: bobs,
      title: 'Changed',
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error).toBe(FOLDER_MESSAGES.unknownFolder);
    expect(await view(ada, made.id)).toMatchObject({ title: 'Kept', folder_id: null });
  });

  it('refuses archived that is not a boolean', async () => {
    const refused = await ada.post('/api/shorten', {
      full_url: 'https://example.com/x',
      archived: 'yes',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain('archived must be true or false');
  });
});

describe('the list’s folder and archive filters', () => {
  it('shows a folder’s links, the links in none, and the archived apart; archived links redirect', async () => {
    const shelf = await folder(ada, code('Shelf'));
    const filed = await link(ada, { folder_id: shelf });
    const loose = await link(ada);
    const stored = await link(ada, { folder_id: shelf, archived: true });

    const everyday = await codes(ada, '');
    expect(everyday).toEqual(expect.arrayContaining([filed.code, loose.code]));
    expect(everyday).not.toContain(stored.code);
    expect(await codes(ada, `folder_id=${shelf}`)).toEqual([filed.code]);
    expect(await codes(ada, `folder_id=${shelf}&archived=true`)).toEqual([stored.code]);
    const unfiled = await codes(ada, 'folder_id=none');
    expect(unfiled).toContain(loose.code);
    expect(unfiled).not.toContain(filed.code);
    expect(await codes(ada, 'archived=true')).toContain(stored.code);
    expect(await codes(ada, `folder_id=${shelf}&sort=clicks`)).toEqual([filed.code]);

    const served = await t.app.inject({ url: `/${stored.code}`, headers: { host: 'kurz.link' } });
    expect(served.statusCode).toBe(302);
  });

  it('finds a link by its notes', async () => {
    const noted = await link(ada, { notes: 'Budget approved by Zoltán' });
    expect(await codes(ada, 'search=zoltán')).toEqual([noted.code]);
  });

  it.each([
    ['another workspace’s folder', async () => folder(bob, code('Hidden'))],
    ['an unknown folder', async () => 'no-such-folder'],
  ])('answers 400 for %s', async (_label, folderOf) => {
    const listed = await ada.get(`/api/links?folder_id=${await folderOf()}`);
    expect(listed.statusCode).toBe(400);
    expect(listed.json().error).toBe(FOLDER_MESSAGES.unknownFolder);
  });

  it('refuses archived=yes', async () => {
    const listed = await ada.get('/api/links?archived=yes');
    expect(listed.statusCode).toBe(400);
    expect(listed.json().error).toContain('archived must be true or false');
  });
});

describe('the CSV export and import', () => {
  it('writes folder_id, notes and archived, and reads them back', async () => {
    const crate = await folder(ada, code('Crate'));
    const made = await link(ada, { folder_id: crate, notes: 'Line one', archived: true });
    const exported = await ada.get(`/api/links/export?folder_id=${crate}&archived=true`);
    expect(exported.statusCode, exported.body).toBe(200);
    // No cell of this row holds a comma or a quote.
    const [header, row] = exported.body
      .trim()
      .split(/\r?\n/)
      .map((line) => line.split(','));
    const cell = (name: string) => row?.[header?.indexOf(name) ?? -1];
    expect(cell('code')).toBe(made.code);
    expect([cell('folder_id'), cell('notes'), cell('archived')]).toEqual([
      crate,
      'Line one',
      'true',
    ]);
    const preview = await ada.post('/api/links/import/preview', {
      csv: exported.body.replaceAll(made.code, code('again')),
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().rows[0], preview.body).toMatchObject({
      folder_id: crate,
      notes: 'Line one',
      archived: true,
    });
  });
});

describe('a team’s folders and its roles', () => {
  let orgId: string;
  let owner: AuthClient;
  let manager: AuthClient;
  let member: AuthClient;
  let viewer: AuthClient;

  beforeAll(async () => {
    owner = await signedInClient(t.app, 'lead@example.com');
    await t.db.kysely
      .updateTable('users')
      .set({ subscription_plan: 'enterprise' })
      .where('email', '=', 'lead@example.com')
      .execute();
    const created = await owner.post('/api/organizations', { name: 'Files Co', slug: 'files-co' });
    expect(created.statusCode, created.body).toBe(201);
    orgId = created.json().organization.id;
    manager = await joinTeam(t, owner, orgId, 'manager@example.com', 'manager');
    member = await joinTeam(t, owner, orgId, 'member@example.com', 'member');
    viewer = await joinTeam(t, owner, orgId, 'viewer@example.com', 'viewer');
  });

  it('lets the roles that handle every link arrange folders, and everyone see them', async () => {
    const mine = await folder(owner, 'Team box', orgId);
    await folder(manager, 'Manager box', orgId);
    for (const who of [member, viewer]) {
      const refused = await who.post('/api/folders', { name: 'Nope', organization_id: orgId });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(FOLDER_MESSAGES.noPermission);
      const rename = await who.send('PATCH', `/api/folders/${mine}`, {
        name: 'Nope',
        organization_id: orgId,
      });
      expect(rename.statusCode).toBe(403);
      const remove = await who.send('DELETE', `/api/folders/${mine}?organization_id=${orgId}`);
      expect(remove.statusCode).toBe(403);
      const listed = (await who.get(`/api/folders?organization_id=${orgId}`)).json();
      const names = listed.folders.map((row: { name: string }) => row.name);
      expect(names).toEqual(expect.arrayContaining(['Manager box', 'Team box']));
      expect(names.indexOf('Manager box')).toBeLessThan(names.indexOf('Team box'));
    }
    // The team's folders are not the owner's personal ones, and a stranger sees no team.
    const personal = (await owner.get('/api/folders')).json().folders;
    expect(personal.some((row: { id: string }) => row.id === mine)).toBe(false);
    expect((await bob.get(`/api/folders?organization_id=${orgId}`)).statusCode).toBe(404);
  });

  it('lets a member file its own links in any folder, not another’s', async () => {
    const box = await folder(owner, code('Shared'), orgId);
    const own = await link(member, { organization_id: orgId, folder_id: box });
    expect((await view(member, own.id, orgId)).folder_id).toBe(box);
    const others = await link(owner, { organization_id: orgId });
    const refused = await member.send('PATCH', `/api/links/${others.id}`, {
      organization_id: orgId,
      folder_id: box,
    });
    expect(refused.statusCode).toBe(403);
    const moved = await member.send('PUT', '/api/team-urls', {
      organization_id: orgId,
      id: own.id,
      fields: { archived: true, notes: 'done' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ archived: true, notes: 'done', folder_id: box });
    const team = (
      await viewer.get(`/api/team-urls?organization_id=${orgId}&folder_id=${box}&archived=true`)
    ).json();
    expect(team.links.map((row: { id: string }) => row.id)).toEqual([own.id]);
    // A personal folder is no folder of the team's.
    const personal = await folder(member, code('Personal'));
    const crossed = await member.send('PATCH', `/api/links/${own.id}`, {
      organization_id: orgId,
      folder_id: personal,
    });
    expect(crossed.statusCode).toBe(400);
  });

  it('writes folder changes into the team’s audit log', async () => {
    const box = await folder(owner, code('Logged'), orgId);
    await owner.send('DELETE', `/api/folders/${box}?organization_id=${orgId}`);
    const rows = await t.db.kysely
      .selectFrom('team_audit_log')
      .select('action')
      .where('org_id', '=', orgId)
      .where('action', 'like', 'folder.%')
      .execute();
    expect(rows.map((row) => row.action)).toEqual(
      expect.arrayContaining(['folder.created', 'folder.deleted']),
    );
  });
});

describe('/api/v1/folders', () => {
  let secret: string;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { host: 'app.kurz.test', authorization: `Bearer ${secret}` },
      ...(payload && { payload }),
    });

  beforeAll(async () => {
    const created = await ada.post('/api/api-keys', {
      name: 'folders',
      scopes: ['links:read', 'links:write'],
    });
    expect(created.statusCode, created.body).toBe(201);
    secret = created.json().secret;
  });

  it('creates, lists, renames and deletes in the key’s workspace, and files links', async () => {
    const made = await call('POST', '/api/v1/folders', { name: code('Api box') });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().folder.id;
    const short = code('api-link');
    const created = await call('POST', '/api/v1/links', {
      full_url: 'https://example.com/api',
      short_url: short,
      folder_id: id,
      notes: 'via the API',
      archived: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ folder_id: id, notes: 'via the API', archived: true });
    const listed = await call('GET', `/api/v1/links?folder_id=${id}&archived=true`);
    expect(listed.json().links.map((row: { short_url: string }) => row.short_url)).toEqual([short]);
    const folders = (await call('GET', '/api/v1/folders')).json();
    expect(folders.folders.find((row: { id: string }) => row.id === id)).toMatchObject({
      links: 0,
      archived: 1,
    });
    expect((await call('PATCH', `/api/v1/folders/${id}`, { name: 'Renamed' })).statusCode).toBe(
      200,
    );
    const patched = await call('PATCH', `/api/v1/links/${created.json().id}`, { archived: false });
    expect(patched.json().archived).toBe(false);
    expect((await call('DELETE', `/api/v1/folders/${id}`)).json()).toEqual({
      deleted: true,
      unfiled: 1,
    });
    const bobs = await folder(bob, code('Not yours'));
    expect((await call('DELETE', `/api/v1/folders/${bobs}`)).statusCode).toBe(404);
    const bulk = await call('POST', '/api/v1/links/bulk', {
      links: [{ full_url: 'https://example.com/b', folder_id: bobs }],
    });
    expect(bulk.json()).toMatchObject({ created: 0, failed: 1 });
    expect(bulk.json().results[0].error.error).toBe(FOLDER_MESSAGES.unknownFolder);
  });
});
