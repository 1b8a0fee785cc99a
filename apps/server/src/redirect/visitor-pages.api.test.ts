import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type AuthClient, signedInClient } from '../../test/auth-client.js';
import { setPlan } from '../../test/custom-domains.js';

/** The pages short-link hosts answer by themselves, and the password form's referrer. */
let t: TestApp;
let ada: AuthClient;

beforeAll(async () => {
  t = await createTestApp();
  ada = await signedInClient(t.app, 'ada@example.com');
  await setPlan(t, 'ada@example.com', 'premium');
  const made = await Promise.all([
    ada.post('/api/shorten', {
      full_url: 'https://example.com/a',
      short_url: 'locked-door',
      password: 'open sesame',
    }),
    ada.post('/api/shorten', {
      full_url: 'https://example.com/b',
      short_url: 'long-gone',
      expires_at: '2100-01-01T00:00:00Z',
    }),
    ada.post('/api/shorten', { full_url: 'https://example.com/c', short_url: 'taken-down' }),
    ada.post('/api/shorten', { full_url: 'https://example.com/d', short_url: 'open-door' }),
  ]);
  for (const response of made) expect(response.statusCode, response.body).toBe(200);
  await t.db.kysely
    .updateTable('links')
    .set({ disabled_at: 1, disabled_reason: 'spam' })
    .where('code', '=', 'taken-down')
    .execute();
  await t.db.kysely
    .updateTable('links')
    .set({ expires_at: 1 })
    .where('code', '=', 'long-gone')
    .execute();
});
afterAll(() => t.close());

const open = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: path, headers: { host: 'kurz.link', ...headers } });

const unlock = (form: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/locked-door',
    headers: {
      host: 'kurz.link',
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    payload: new URLSearchParams(form).toString(),
  });

async function lastClickReferrer(): Promise<string | null | undefined> {
  await t.app.clicks.flush();
  const rows = await t.db.kysely
    .selectFrom('clicks')
    .select(['referrer_host', 'id'])
    .orderBy('id', 'desc')
    .execute();
  return rows[0]?.referrer_host;
}

describe("the visitors' pages of short links", () => {
  it.each([
    ['Link Not Found', '/no-such-code', 404],
    ['This link has been disabled', '/taken-down', 451],
    ['Link expired', '/long-gone', 410],
    ['This link is protected', '/locked-door', 200],
    ['Link preview', '/open-door+', 200],
  ])(
    '%s carries the logo and both colour schemes, under a CSP that allows only its own style',
    async (title, path, status) => {
      const response = await open(path);
      expect(response.statusCode).toBe(status);
      const html = response.body;
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).toMatch(
        /<a class="brand" href="https:\/\/app\.kurz\.test\/"><svg aria-hidden="true"[\s\S]*<\/svg>Kurz<\/a>/,
      );
      const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
      expect(style).toContain('@media (prefers-color-scheme: dark)');
      expect(style).toContain('#4f46e5');
      // Self-contained: nothing fetched, nothing run, and the inline sheet allowed by hash.
      expect(html).not.toMatch(/<script|\ssrc=|<link\s|@import|url\(http/i);
      const csp = String(response.headers['content-security-policy']);
      const hash = createHash('sha256').update(style).digest('base64');
      expect(csp).toContain(`'sha256-${hash}'`);
      expect(csp).not.toContain('unsafe-inline');
    },
  );
});

describe("a protected link's password form", () => {
  it('credits the unlocked click to the page the visitor came from, not to the form', async () => {
    const asked = await open('/locked-door', { referer: 'https://news.example/story?id=7' });
    // Only the origin rides along: the path of the page they came from is theirs.
    expect(asked.body).toContain(
      '<input type="hidden" name="referrer" value="https://news.example">',
    );
    const referrer = /name="referrer" value="([^"]*)"/.exec(asked.body)?.[1] ?? '';
    const wrong = await unlock(
      { referrer, password: 'not it' },
      { referer: 'https://kurz.link/locked-door' },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('value="https://news.example"');
    const right = await unlock(
      { referrer, password: 'open sesame' },
      { referer: 'https://kurz.link/locked-door' },
    );
    expect(right.statusCode).toBe(303);
    expect(await lastClickReferrer()).toBe('news.example');
  });

  it('records no referrer for a visitor who came with none, whatever the form page sends', async () => {
    const asked = await open('/locked-door');
    expect(asked.body).not.toContain('name="referrer"');
    const right = await unlock(
      { password: 'open sesame' },
      { referer: 'https://kurz.link/locked-door' },
    );
    expect(right.statusCode).toBe(303);
    expect(await lastClickReferrer()).toBeNull();
  });

  it('keeps nothing but an http(s) origin from the field', async () => {
    await unlock({ referrer: 'javascript:alert(1)', password: 'open sesame' });
    expect(await lastClickReferrer()).toBeNull();
  });
});
