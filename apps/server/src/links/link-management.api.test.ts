import { DESTINATION_MESSAGES, MAX_DESTINATION_LENGTH } from '@kurz/shared';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type TestApp, type TestAppTemplate, testAppTemplate } from '../../test/app.js';
import { type AuthClient, signedInClient } from '../../test/auth-client.js';
import { seedClicks } from '../../test/seed.js';
import { useWebDist } from '../../test/web-dist.js';
import { rollUpClicks } from '../analytics/roll-up-clicks.js';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/database.js';

const webDist = useWebDist();
let t: TestApp;
let ada: AuthClient;

/** Ada signed up once; each test gets a fresh app on a copy of that database. */
let template: TestAppTemplate<AuthClient>;

beforeAll(async () => {
  template = await testAppTemplate({ WEB_DIST_DIR: webDist.dir }, {}, (first) =>
    signedInClient(first.app, 'ada@example.com'),
  );
});
afterAll(() => template?.dispose());
beforeEach(async () => {
  t = await template.create();
  ada = template.prepared.on(t.app);
});
afterEach(() => t.close());

async function shorten(url: string, code?: string, client = ada) {
  const response = await client.post('/api/shorten', { full_url: url, short_url: code });
  expect(response.statusCode).toBe(200);
  return response.json() as { id: string; short_code: string };
}

const redirect = (code: string) =>
  t.app.inject({ url: `/${code}`, headers: { host: 'kurz.link' } });

/** `clicks` stored clicks of a link in the hour starting at `hour`, not rolled up yet. */
async function addClicks(linkId: string, clicks: number, hour = 0) {
  await seedClicks(
    t.db,
    Array.from({ length: clicks }, () => ({ link_id: linkId, clicked_at: hour })),
  );
}

/** A cursor as a client could forge it: base64url of any JSON text. */
const cursorOf = (json: string) => Buffer.from(json).toString('base64url');

describe('GET /api/links', () => {
  it('needs a session', async () => {
    const response = await t.app.inject({ url: '/api/links', headers: { host: 'app.kurz.test' } });
    expect(response.statusCode).toBe(401);
  });

  it('lists only my links, newest first, with the total and the display fields', async () => {
    await shorten('https://example.com/first', 'first-link');
    await shorten('https://example.com/second', 'second-link');
    const bob = await signedInClient(t.app, 'bob@example.com');
    await shorten('https://example.com/bobs', 'bobs-link', bob);
    const page = (await ada.get('/api/links')).json();
    expect(page.total).toBe(2);
    expect(page.next_cursor).toBeNull();
    expect(page.links.map((link: { short_url: string }) => link.short_url)).toEqual([
      'second-link',
      'first-link',
    ]);
    expect(page.links[0]).toMatchObject({
      full_url: 'https://example.com/second',
      short_link: 'https://kurz.link/second-link',
      redirect_type: 302,
      clicks: 0,
      custom_domain: null,
    });
  });

  it('pages through every link exactly once with the cursor', async () => {
    for (let i = 0; i < 7; i++) await shorten(`https://example.com/${i}`, `page-link-${i}`);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = (await ada.get(`/api/links?limit=3${query}`)).json();
      expect(page.links.length).toBeLessThanOrEqual(3);
      seen.push(...page.links.map((link: { short_url: string }) => link.short_url));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
  });

  it('searches codes and destinations, case-insensitively, with wildcards taken literally', async () => {
    await shorten('https://docs.example.com/Guide', 'handbook');
    await shorten('https://example.com/other', 'Release-Notes');
    await shorten('https://example.com/100%_sure', 'percent-link');
    const codes = async (search: string) =>
      (await ada.get(`/api/links?search=${encodeURIComponent(search)}`))
        .json()
        .links.map((link: { short_url: string }) => link.short_url);
    expect(await codes('GUIDE')).toEqual(['handbook']);
    expect(await codes('release')).toEqual(['Release-Notes']);
    expect(await codes('%_')).toEqual(['percent-link']);
    expect(await codes('nothing-like-this')).toEqual([]);
  });

  it('sorts by clicks as the analytics count them and pages that order too', async () => {
    const quiet = await shorten('https://example.com/quiet', 'quiet-link');
    const busy = await shorten('https://example.com/busy', 'busy-link');
    const medium = await shorten('https://example.com/medium', 'medium-link');
    await addClicks(busy.id, 5, 0);
    // Counted from the analytics rollups and from the clicks above their watermark alike.
    await rollUpClicks({ db: t.db, now: Date.now() });
    await addClicks(busy.id, 4, 3_600_000);
    await addClicks(medium.id, 3);
    const first = (await ada.get('/api/links?sort=clicks&limit=2')).json();
    expect(
      first.links.map((l: { short_url: string; clicks: number }) => [l.short_url, l.clicks]),
    ).toEqual([
      ['busy-link', 9],
      ['medium-link', 3],
    ]);
    const second = (
      await ada.get(`/api/links?sort=clicks&limit=2&cursor=${first.next_cursor}`)
    ).json();
    expect(second.links.map((l: { id: string }) => l.id)).toEqual([quiet.id]);
    expect(second.next_cursor).toBeNull();
    const newest = (await ada.get('/api/links')).json();
    expect(newest.links.find((l: { id: string }) => l.id === busy.id).clicks).toBe(9);
  });

  it.each([
    ['an unknown sort', 'sort=random', 'sort must be newest or clicks'],
    ['a limit over 100', 'limit=1000', 'limit must be at most 100'],
    ['a made-up cursor', 'cursor=bm9wZQ', 'Invalid cursor'],
    [
      'a cursor with a fractional time',
      `cursor=${cursorOf('{"createdAt":1.5,"id":"x"}')}`,
      'Invalid cursor',
    ],
    [
      'a cursor with an endless time',
      `cursor=${cursorOf('{"createdAt":1e400,"id":"x"}')}`,
      'Invalid cursor',
    ],
    [
      'a clicks cursor with negative clicks',
      `sort=clicks&cursor=${cursorOf('{"createdAt":1,"id":"x","clicks":-1}')}`,
      'Invalid cursor',
    ],
  ])('refuses %s with a 400', async (_name, query, message) => {
    const response = await ada.get(`/api/links?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
  });
});

describe('link writes', () => {
  it('are rate-limited per client: the 61st edit within a minute answers 429', async () => {
    const link = await shorten('https://example.com/edited-often');
    for (let i = 0; i < 60; i++) {
      const edit = await ada.send('PATCH', `/api/links/${link.id}`, { redirect_type: 301 });
      expect(edit.statusCode).toBe(200);
    }
    const refused = await ada.send('PATCH', `/api/links/${link.id}`, { redirect_type: 302 });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('one link', () => {
  it("answers another user's link as not found, for read, edit and delete alike", async () => {
    const link = await shorten('https://example.com/mine', 'ada-only');
    const bob = await signedInClient(t.app, 'bob@example.com');
    expect((await bob.get(`/api/links/${link.id}`)).statusCode).toBe(404);
    const edit = await bob.send('PATCH', `/api/links/${link.id}`, {
      full_url: 'https://evil.example',
    });
    expect(edit.statusCode).toBe(404);
    expect((await bob.send('DELETE', `/api/links/${link.id}`)).statusCode).toBe(404);
    expect((await redirect('ada-only')).headers.location).toBe('https://example.com/mine');
  });

  it('takes an edited destination of exactly MAX_DESTINATION_LENGTH characters and refuses one more', async () => {
    const { id } = await shorten('https://example.com/old');
    const url = (length: number) => `https://example.com/${'a'.repeat(length - 20)}`;
    const atLimit = await ada.send('PATCH', `/api/links/${id}`, {
      full_url: url(MAX_DESTINATION_LENGTH),
    });
    expect(atLimit.statusCode).toBe(200);
    expect(atLimit.json().full_url).toHaveLength(MAX_DESTINATION_LENGTH);
    const over = await ada.send('PATCH', `/api/links/${id}`, {
      full_url: url(MAX_DESTINATION_LENGTH + 1),
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toBe(DESTINATION_MESSAGES.too_long);
  });

  it('edits the destination and GET /{code} follows at once, cache or not', async () => {
    const link = await shorten('https://example.com/old', 'moving-link');
    expect((await redirect('moving-link')).headers.location).toBe('https://example.com/old');
    const edit = await ada.send('PATCH', `/api/links/${link.id}`, {
      full_url: 'https://example.com/new',
      redirect_type: 301,
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ full_url: 'https://example.com/new', redirect_type: 301 });
    const after = await redirect('moving-link');
    expect(after.statusCode).toBe(301);
    expect(after.headers.location).toBe('https://example.com/new');
  });

  it('renames the code: the old code stops redirecting at once and the new one starts', async () => {
    const link = await shorten('https://example.com/renamed', 'old-name');
    expect((await redirect('old-name')).statusCode).toBe(302);
    expect((await redirect('new-name')).statusCode).toBe(404);
    const edit = await ada.send('PATCH', `/api/links/${link.id}`, { short_url: ' new-name ' });
    expect(edit.json().short_link).toBe('https://kurz.link/new-name');
    expect((await redirect('old-name')).statusCode).toBe(404);
    expect((await redirect('new-name')).headers.location).toBe('https://example.com/renamed');
  });

  it.each([
    ['a code too short', { short_url: 'abc' }, 'Custom short URL must be at least 6 characters'],
    ['a reserved code', { short_url: 'pricing' }, 'This short URL is reserved'],
    ['a blank code', { short_url: '   ' }, 'Short URL cannot be empty'],
    ['a taken code', { short_url: 'taken-code' }, 'Short URL already exists'],
    ['a javascript: URL', { full_url: 'javascript:alert(1)' }, 'Only http:// and https:// URLs'],
    ['our own short domain', { full_url: 'https://kurz.link/x' }, 'cannot be shortened again'],
    ['a redirect type of 303', { redirect_type: 303 }, 'redirect_type must be one of'],
    ['nothing to change', {}, 'Nothing to change'],
  ])('refuses an edit with %s exactly as creation does', async (_name, body, message) => {
    await shorten('https://example.com/taken', 'taken-code');
    const link = await shorten('https://example.com/edit-me', 'edit-me-link');
    const response = await ada.send('PATCH', `/api/links/${link.id}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
    expect((await redirect('edit-me-link')).headers.location).toBe('https://example.com/edit-me');
  });

  it('deletes a link: GET /{code} answers 404 at once, even after a cached hit', async () => {
    const link = await shorten('https://example.com/gone', 'gone-link');
    expect((await redirect('gone-link')).statusCode).toBe(302);
    const response = await ada.send('DELETE', `/api/links/${link.id}`);
    expect(response.json()).toEqual({ deleted: 1 });
    expect((await redirect('gone-link')).statusCode).toBe(404);
    expect((await ada.get(`/api/links/${link.id}`)).statusCode).toBe(404);
  });

  it('deletes and edits reach another process on the same database within a second or two', async () => {
    const gone = await shorten('https://example.com/gone', 'gone-link');
    const moved = await shorten('https://example.com/old', 'moved-link');
    const db = openDatabase(t.db.settings);
    const other = await buildApp({ config: t.config, db, log: pino({ level: 'silent' }) });
    try {
      const redirectThere = (code: string) =>
        other.inject({ url: `/${code}`, headers: { host: 'kurz.link' } });
      expect((await redirectThere('gone-link')).statusCode).toBe(302);
      expect((await redirectThere('moved-link')).headers.location).toBe('https://example.com/old');
      await ada.send('DELETE', `/api/links/${gone.id}`);
      await ada.send('PATCH', `/api/links/${moved.id}`, { full_url: 'https://example.com/new' });
      await vi.waitFor(
        async () => {
          expect((await redirectThere('gone-link')).statusCode).toBe(404);
          expect((await redirectThere('moved-link')).headers.location).toBe(
            'https://example.com/new',
          );
        },
        { timeout: 3000, interval: 100 },
      );
    } finally {
      await other.close();
      await db.close();
    }
  });
});

describe('POST /api/links/bulk-delete', () => {
  it("deletes my listed links and skips another user's", async () => {
    const one = await shorten('https://example.com/1', 'bulk-one');
    const two = await shorten('https://example.com/2', 'bulk-two');
    const kept = await shorten('https://example.com/3', 'bulk-kept');
    const bob = await signedInClient(t.app, 'bob@example.com');
    const bobs = await shorten('https://example.com/bob', 'bulk-bobs', bob);
    await redirect('bulk-one');
    const response = await ada.post('/api/links/bulk-delete', { ids: [one.id, two.id, bobs.id] });
    expect(response.json()).toEqual({ deleted: 2 });
    expect((await redirect('bulk-one')).statusCode).toBe(404);
    expect((await redirect('bulk-bobs')).statusCode).toBe(302);
    const page = (await ada.get('/api/links')).json();
    expect(page.links.map((l: { id: string }) => l.id)).toEqual([kept.id]);
  });

  it('refuses an empty list with a 400', async () => {
    const response = await ada.post('/api/links/bulk-delete', { ids: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('ids must name at least one link');
  });
});
