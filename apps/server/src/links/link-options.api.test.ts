import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, type TestAppTemplate, testAppTemplate } from '../../test/app.js';
import type { AuthClient } from '../../test/auth-client.js';
import { signedInClient } from '../../test/auth-client.js';
import { setPlan } from '../../test/custom-domains.js';

/**
 * Link options: expiry by time on a fixed clock and by clicks under
 * concurrency, passwords, and the public preview.
 */
const START = Date.parse('2030-03-01T12:00:00Z');
let now = START;
let t: TestApp;
let ada: AuthClient;

/** Ada signed up once on premium; each test gets a fresh app on a copy of that database. */
let template: TestAppTemplate<AuthClient>;

beforeAll(async () => {
  template = await testAppTemplate({}, { clock: { now: () => now } }, async (first) => {
    const client = await signedInClient(first.app, 'ada@example.com');
    await setPlan(first, 'ada@example.com', 'premium');
    return client;
  });
});
afterAll(() => template?.dispose());
beforeEach(async () => {
  now = START;
  t = await template.create();
  ada = template.prepared.on(t.app);
});
afterEach(() => t.close());

const open = (code: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url: `/${code}`, headers: { host: 'kurz.link' } });

/** The password form's post, from the visitor `ip`. */
const unlock = (code: string, password: string, ip = '198.51.100.7') =>
  t.app.inject({
    method: 'POST',
    url: `/${code}`,
    remoteAddress: ip,
    headers: { host: 'kurz.link', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ password }).toString(),
  });

async function shorten(body: Record<string, unknown>) {
  return ada.post('/api/shorten', { full_url: 'https://example.com/sale', ...body });
}

async function storedClicks(): Promise<number> {
  await t.app.clicks.flush();
  const rows = await t.db.kysely.selectFrom('clicks').select('id').execute();
  return rows.length;
}

describe('a link that expires at a moment', () => {
  it('forwards until then, then answers 410 with the expired page and records no click', async () => {
    // 14:00 at +01:00: an hour after START (12:00 UTC).
    const made = await shorten({
      short_url: 'spring-sale',
      expires_at: '2030-03-01T14:00:00+01:00',
    });
    expect(made.statusCode, made.body).toBe(200);
    now = START + 3_599_999;
    expect((await open('spring-sale')).statusCode).toBe(302);
    now = START + 3_600_000;
    const gone = await open('spring-sale');
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('Link expired');
    expect(gone.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await open('spring-sale', 'HEAD')).statusCode).toBe(410);
    expect(await storedClicks()).toBe(1);
  });

  it('sends visitors to the expired URL when one is set', async () => {
    await shorten({
      short_url: 'summer-sale',
      expires_at: new Date(START + 3_600_000).toISOString(),
      expired_url: 'https://example.com/sale-over',
    });
    now = START + 3_600_000;
    const after = await open('summer-sale');
    expect(after.statusCode).toBe(302);
    expect(after.headers.location).toBe('https://example.com/sale-over');
    expect(await storedClicks()).toBe(0);
  });

  it('refuses a moment in the past, a bad date and a bad expired URL', async () => {
    const past = await shorten({ expires_at: new Date(START - 1).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toBe('expires_at must be in the future');
    const bad = await shorten({ expires_at: 'tomorrow' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('expires_at must be a date and time');
    const url = await shorten({ max_clicks: 3, expired_url: 'javascript:alert(1)' });
    expect(url.statusCode).toBe(400);
    expect(url.json().error).toMatch(/^expired_url: /);
    expect(await t.db.kysely.selectFrom('links').select('id').execute()).toEqual([]);
  });
});

describe('a link that expires after a number of clicks', () => {
  it('never lets more through than the limit under 50 concurrent requests', async () => {
    await shorten({ short_url: 'first-ten', max_clicks: 10 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => open('first-ten')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 302)).toHaveLength(10);
    expect(statuses.filter((status) => status === 410)).toHaveLength(40);
    expect(await storedClicks()).toBe(10);
    const view = (await ada.get('/api/links')).json().links[0];
    expect(view).toMatchObject({ max_clicks: 10, clicks_left: 0, clicks: 10 });
  });

  it('counts no click for HEAD, and starts counting anew when a limit is set on a link', async () => {
    const made = await shorten({ short_url: 'limit-later' });
    const { id } = made.json();
    for (let i = 0; i < 3; i++) expect((await open('limit-later')).statusCode).toBe(302);
    const limited = await ada.send('PATCH', `/api/links/${id}`, { max_clicks: 2 });
    expect(limited.statusCode, limited.body).toBe(200);
    expect(limited.json()).toMatchObject({ max_clicks: 2, clicks_left: 2 });
    expect((await open('limit-later', 'HEAD')).statusCode).toBe(302);
    expect((await open('limit-later')).statusCode).toBe(302);
    expect((await open('limit-later')).statusCode).toBe(302);
    expect((await open('limit-later')).statusCode).toBe(410);
    // Cleared: it forwards again.
    const cleared = await ada.send('PATCH', `/api/links/${id}`, { max_clicks: null });
    expect(cleared.json()).toMatchObject({ max_clicks: null, clicks_left: null });
    expect((await open('limit-later')).statusCode).toBe(302);
  });

  it('refuses limits of 0, negative or fractional', async () => {
    for (const max_clicks of [0, -5, 2.5]) {
      const refused = await shorten({ max_clicks });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatch(/^max_clicks must be/);
    }
  });
});

describe('who may set an expiry', () => {
  it('needs premium or higher to set one; anyone may clear one', async () => {
    const made = await shorten({ short_url: 'was-premium', max_clicks: 5 });
    expect(made.statusCode).toBe(200);
    await setPlan(t, 'ada@example.com', 'free');
    const refused = await shorten({ expires_at: new Date(START + 60_000).toISOString() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(
      'Link options (expiry, passwords, redirect rules, social previews, link health) need the premium plan or higher. Upgrade your plan to use them.',
    );
    const cleared = await ada.send('PATCH', `/api/links/${made.json().id}`, { max_clicks: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
  });

  it('shows the expiry on the link and through the API v1 contract fields', async () => {
    const made = await shorten({
      short_url: 'see-expiry',
      expires_at: '2030-03-02T09:30:00-05:00',
      expired_url: 'https://example.com/over',
    });
    const view = await ada.get(`/api/links/${made.json().id}`);
    expect(view.json()).toMatchObject({
      expires_at: '2030-03-02T14:30:00.000Z',
      max_clicks: null,
      clicks_left: null,
      expired_url: 'https://example.com/over',
    });
  });
});

describe('a password-protected link', () => {
  it('asks for the password on its own page, counts no click until it is right, then 303s to the destination', async () => {
    const made = await shorten({ short_url: 'members-only', password: 'open sesame' });
    expect(made.statusCode, made.body).toBe(200);
    const asked = await open('members-only');
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('<form method="post">');
    expect(asked.body).not.toContain('example.com/sale');
    expect(asked.headers['content-security-policy']).toContain("form-action 'self' http: https:");
    // Chromium posts `Origin: null` from a no-referrer page, which the CSRF guard refuses.
    expect(asked.headers['referrer-policy']).toBe('same-origin');
    const wrong = await unlock('members-only', 'open says me');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('That password is not right. Try again.');
    const right = await unlock('members-only', 'open sesame');
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe('https://example.com/sale');
    expect(await storedClicks()).toBe(1);
    // The hash is stored, never the password; the owner sees only that there is one.
    const [row] = await t.db.kysely.selectFrom('links').select('password_hash').execute();
    expect(row?.password_hash).not.toContain('open sesame');
    const view = await ada.get(`/api/links/${made.json().id}`);
    expect(view.json()).toMatchObject({ has_password: true });
    expect(JSON.stringify(view.json())).not.toContain('open sesame');
  });

  it('limits guesses per visitor and link: the 11th in 15 minutes is refused, even when right', async () => {
    await shorten({ short_url: 'guarded-one', password: 'correct horse' });
    for (let i = 0; i < 10; i++)
      expect((await unlock('guarded-one', `guess ${i}`)).statusCode).toBe(401);
    const refused = await unlock('guarded-one', 'correct horse');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.body).toContain('Too many attempts');
    // Another visitor is not held back by the first one's guesses.
    expect((await unlock('guarded-one', 'correct horse', '203.0.113.50')).statusCode).toBe(303);
    expect(await storedClicks()).toBe(1);
  });

  it('counts a click limit when unlocked, expires by time before asking, and can be removed', async () => {
    const made = await shorten({
      short_url: 'locked-once',
      password: 'p4ss',
      max_clicks: 1,
      expires_at: new Date(START + 60_000).toISOString(),
    });
    expect((await unlock('locked-once', 'p4ss')).statusCode).toBe(303);
    expect((await unlock('locked-once', 'p4ss')).statusCode).toBe(410);
    now = START + 60_000;
    expect((await open('locked-once')).statusCode).toBe(410);
    const cleared = await ada.send('PATCH', `/api/links/${made.json().id}`, {
      password: null,
      max_clicks: null,
      expires_at: null,
    });
    expect(cleared.json()).toMatchObject({ has_password: false });
    expect((await open('locked-once')).statusCode).toBe(302);
  });

  it('refuses passwords shorter than 4 or longer than 128 characters, and posts to unprotected links go to GET', async () => {
    expect((await shorten({ password: 'abc' })).json().error).toBe(
      'password must be at least 4 characters',
    );
    expect((await shorten({ password: 'x'.repeat(129) })).statusCode).toBe(400);
    await shorten({ short_url: 'open-door' });
    const posted = await unlock('open-door', 'anything');
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/open-door');
    expect(await storedClicks()).toBe(0);
  });
});

describe('the public preview /{code}+', () => {
  it('shows the destination and a button, counting no click', async () => {
    await shorten({ short_url: 'peek-first', full_url: 'https://example.com/a?b=<c>' });
    const preview = await open('peek-first+');
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('https://example.com/a?b=%3Cc%3E');
    expect(preview.body).toContain('>Continue</a>');
    expect(preview.headers['content-security-policy']).toContain("default-src 'none'");
    expect(await storedClicks()).toBe(0);
  });

  it('hides a protected link’s destination, and answers expired and unknown links as their pages', async () => {
    await shorten({ short_url: 'peek-locked', password: 'hunter22' });
    const locked = await open('peek-locked+');
    expect(locked.statusCode).toBe(200);
    expect(locked.body).not.toContain('example.com/sale');
    expect(locked.body).toContain('href="/peek-locked"');
    await shorten({ short_url: 'peek-later', expires_at: new Date(START + 1000).toISOString() });
    now = START + 1000;
    expect((await open('peek-later+')).statusCode).toBe(410);
    expect((await open('peek-nobody+')).statusCode).toBe(404);
    expect(await storedClicks()).toBe(0);
  });
});

describe('what shows a destination without a visit (the preview, GET /api/redirect)', () => {
  const lookUp = (code: string) =>
    t.app.inject({ url: `/api/redirect?code=${code}`, headers: { host: 'app.kurz.test' } });

  it('hides it behind a password or a click limit: the short link itself instead', async () => {
    await shorten({ short_url: 'api-locked', password: 'hunter22' });
    await shorten({ short_url: 'api-once', max_clicks: 1 });
    for (const code of ['api-locked', 'api-once']) {
      const reply = await lookUp(code);
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json()).toEqual({ redirect: true, url: `http://app.kurz.test/${code}` });
    }
    const once = await open('api-once+');
    expect(once.body).not.toContain('example.com/sale');
    expect(once.body).toContain('a limited number of times');
    expect(once.body).toContain('href="/api-once"');
    expect(await storedClicks()).toBe(0);
  });

  it('answers an expired link as 410, or with its URL for afterwards', async () => {
    await shorten({ short_url: 'api-gone', expires_at: new Date(START + 1000).toISOString() });
    await shorten({
      short_url: 'api-moved',
      expires_at: new Date(START + 1000).toISOString(),
      expired_url: 'https://example.com/over',
    });
    expect((await lookUp('api-gone')).json().url).toBe('https://example.com/sale');
    now = START + 1000;
    const gone = await lookUp('api-gone');
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({ error: 'Link expired', code: 'link_expired' });
    expect((await lookUp('api-moved')).json()).toEqual({
      redirect: true,
      url: 'https://example.com/over',
    });
  });

  it('answers HEAD of a protected link with the page’s status and headers, no body, no click', async () => {
    await shorten({ short_url: 'head-locked', password: 'hunter22' });
    const head = await open('head-locked', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(head.body).toBe('');
    expect(await storedClicks()).toBe(0);
  });
});

describe('targeting', () => {
  const visit = (code: string, headers: Record<string, string>, ip = '10.0.0.9') =>
    t.app.inject({
      url: `/${code}`,
      remoteAddress: ip,
      headers: { host: 'kurz.link', ...headers },
    });
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15';
  const ANDROID = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/131.0';
  const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

  it('sends iPhone and Android visitors to their stores, others by country, the rest to the destination', async () => {
    const made = await shorten({
      short_url: 'get-the-app',
      ios_url: 'https://apps.example.com/ios',
      android_url: 'https://play.example.com/android',
      geo_targets: { DE: 'https://example.de/app', US: 'https://example.com/us' },
    });
    expect(made.statusCode, made.body).toBe(200);
    const where = async (agent: string, ip?: string) =>
      (await visit('get-the-app', { 'user-agent': agent }, ip)).headers.location;
    expect(await where(IPHONE, '8.8.8.8')).toBe('https://apps.example.com/ios');
    expect(await where(ANDROID)).toBe('https://play.example.com/android');
    expect(await where(DESKTOP, '8.8.8.8')).toBe('https://example.com/us');
    expect(await where(DESKTOP, '193.99.144.80')).toBe('https://example.de/app');
    expect(await where(DESKTOP, '1.1.1.1')).toBe('https://example.com/sale');
    expect(await where(DESKTOP)).toBe('https://example.com/sale');
    expect(await storedClicks()).toBe(6);
    const view = await ada.get(`/api/links/${made.json().id}`);
    expect(view.json()).toMatchObject({
      ios_url: 'https://apps.example.com/ios',
      android_url: 'https://play.example.com/android',
      geo_targets: { DE: 'https://example.de/app', US: 'https://example.com/us' },
    });
  });

  it('follows an edit of the targets, and clears them with null', async () => {
    const made = await shorten({ short_url: 'moving-app', ios_url: 'https://a.example.com/' });
    const { id } = made.json();
    expect((await visit('moving-app', { 'user-agent': IPHONE })).headers.location).toBe(
      'https://a.example.com/',
    );
    await ada.send('PATCH', `/api/links/${id}`, { ios_url: 'https://b.example.com/' });
    expect((await visit('moving-app', { 'user-agent': IPHONE })).headers.location).toBe(
      'https://b.example.com/',
    );
    await ada.send('PATCH', `/api/links/${id}`, { ios_url: null });
    expect((await visit('moving-app', { 'user-agent': IPHONE })).headers.location).toBe(
      'https://example.com/sale',
    );
  });

  it('refuses bad country codes, bad URLs and more than 50 countries', async () => {
    const lower = await shorten({ geo_targets: { de: 'https://example.de/' } });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().error).toContain('two-letter country codes (such as DE)');
    const bad = await shorten({ geo_targets: { DE: 'ftp://example.de/' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^geo_targets\.DE: /);
    const ios = await shorten({ ios_url: 'not a url' });
    expect(ios.json().error).toMatch(/^ios_url: /);
    const many = Object.fromEntries(
      Array.from({ length: 51 }, (_, i) => [
        `${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(65 + (i % 26))}`,
        'https://example.com/',
      ]),
    );
    expect((await shorten({ geo_targets: many })).json().error).toBe(
      'geo_targets: at most 50 countries',
    );
    expect(await t.db.kysely.selectFrom('links').select('id').execute()).toEqual([]);
  });
});

describe('the social preview', () => {
  const as = (agent: string) =>
    t.app.inject({ url: '/card-link', headers: { host: 'kurz.link', 'user-agent': agent } });

  it('serves its Open Graph tags to link-preview bots only, escaped, counting no click', async () => {
    const made = await shorten({
      short_url: 'card-link',
      og_title: 'Spring "sale" <now>',
      og_description: 'Up to 50% off & free shipping',
      og_image: 'https://cdn.example.com/card.png',
    });
    expect(made.statusCode, made.body).toBe(200);
    const bot = await as('Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)');
    expect(bot.statusCode).toBe(200);
    expect(bot.body).toContain(
      '<meta property="og:title" content="Spring &quot;sale&quot; &lt;now&gt;">',
    );
    expect(bot.body).toContain('content="Up to 50% off &amp; free shipping"');
    expect(bot.body).toContain(
      '<meta property="og:image" content="https://cdn.example.com/card.png">',
    );
    expect(bot.body).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect((await as('facebookexternalhit/1.1')).statusCode).toBe(200);
    const person = await as('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15');
    expect(person.statusCode).toBe(302);
    expect(person.headers.location).toBe('https://example.com/sale');
    expect(await storedClicks()).toBe(1);
    expect((await ada.get(`/api/links/${made.json().id}`)).json()).toMatchObject({
      og_title: 'Spring "sale" <now>',
      og_image: 'https://cdn.example.com/card.png',
    });
  });

  it('refuses an image that is no web URL and a title over 200 characters', async () => {
    expect((await shorten({ og_image: 'javascript:alert(1)' })).json().error).toMatch(
      /^og_image: /,
    );
    expect((await shorten({ og_title: 'x'.repeat(201) })).json().error).toBe(
      'og_title: at most 200 characters',
    );
  });
});

describe('the no-referrer option', () => {
  it('tells the browser to send no referrer, on the redirect and the expired URL; plain links pass the origin', async () => {
    await shorten({ short_url: 'plain-one' });
    const made = await shorten({
      short_url: 'quiet-one',
      no_referrer: true,
      expires_at: new Date(START + 60_000).toISOString(),
      expired_url: 'https://example.com/over',
    });
    expect((await open('plain-one')).headers['referrer-policy']).toBe(
      'strict-origin-when-cross-origin',
    );
    expect((await open('quiet-one')).headers['referrer-policy']).toBe('no-referrer');
    expect((await ada.get(`/api/links/${made.json().id}`)).json().no_referrer).toBe(true);
    now = START + 60_000;
    const expired = await open('quiet-one');
    expect(expired.headers.location).toBe('https://example.com/over');
    expect(expired.headers['referrer-policy']).toBe('no-referrer');
  });

  it('follows an edit; turning it off is allowed on any plan, turning it on needs premium', async () => {
    const { id } = (await shorten({ short_url: 'edit-quiet', no_referrer: true })).json();
    await setPlan(t, 'ada@example.com', 'free');
    const on = await ada.send('PATCH', `/api/links/${id}`, { no_referrer: true });
    expect(on.statusCode).toBe(403);
    const off = await ada.send('PATCH', `/api/links/${id}`, { no_referrer: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().no_referrer).toBe(false);
    expect((await open('edit-quiet')).headers['referrer-policy']).toBe(
      'strict-origin-when-cross-origin',
    );
    const bad = await ada.send('PATCH', `/api/links/${id}`, { no_referrer: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('no_referrer must be true or false');
  });
});
