import { API_MESSAGES } from '@kurz/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { type AuthClient, signedInClient } from '../../../test/auth-client.js';
import { createTeam } from '../../../test/teams.js';

/**
 * Kurz speaking YOURLS's API at /yourls-api.php, called over a real socket as YOURLS's
 * docs write the calls: a GET query string, or a POST form body, `signature` the key.
 */
let t: TestApp;
let ada: AuthClient;
let api: string;
let secret: string;

const get = (params: Record<string, string>) => fetch(`${api}?${new URLSearchParams(params)}`);
const post = (params: Record<string, string>) =>
  fetch(api, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(params).toString(),
  });
const json = async (answer: Response) => ({
  status: answer.status,
  type: answer.headers.get('content-type'),
  body: (await answer.json()) as Record<string, unknown>,
});

const open = async (code: string) => {
  const opened = await t.app.inject({ url: `/${code}`, headers: { host: 'kurz.link' } });
  expect(opened.statusCode).toBe(302);
};

/** The workspace's links and clicks as Kurz's own API counts them, once every click is in. */
const kurzTotals = async () => {
  await t.app.clicks.flush();
  const page = (await ada.get('/api/links?limit=100')).json();
  const clicks = page.links.reduce((sum: number, link: { clicks: number }) => sum + link.clicks, 0);
  return { total_links: String(page.total), total_clicks: String(clicks) };
};

beforeAll(async () => {
  t = await createTestApp();
  ada = await signedInClient(t.app, 'ada@example.com');
  await t.db.kysely.updateTable('users').set({ subscription_plan: 'pro' }).execute();
  const created = await ada.post('/api/api-keys', {
    name: 'YOURLS',
    scopes: ['links:read', 'links:write'],
  });
  expect(created.statusCode).toBe(201);
  secret = created.json().secret;
  api = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/yourls-api.php`;
  // Links the tests read, whatever order they run in: one with a title, one clicked twice.
  const made = await Promise.all([
    get({
      signature: secret,
      action: 'shorturl',
      url: 'https://example.com/yourls/expand',
      keyword: 'yourls-expand',
      title: 'Spring sale',
    }),
    get({
      signature: secret,
      action: 'shorturl',
      url: 'https://example.com/yourls/clicked',
      keyword: 'yourls-clicked',
    }),
  ]);
  expect(made.map((answer) => answer.status)).toEqual([200, 200]);
  await open('yourls-clicked');
  await open('yourls-clicked');
  await t.app.clicks.flush();
});
afterAll(() => t.close());

describe('YOURLS shorturl', () => {
  it('shortens with a keyword and title by GET, answering YOURLS json', async () => {
    const answer = await json(
      await get({
        signature: secret,
        action: 'shorturl',
        format: 'json',
        url: 'https://example.com/yourls/get',
        keyword: 'yourls-get',
        title: 'Spring sale',
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('application/json; charset=utf-8');
    expect(answer.body).toEqual({
      url: {
        keyword: 'yourls-get',
        url: 'https://example.com/yourls/get',
        title: 'Spring sale',
        date: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        ip: '127.0.0.1',
      },
      status: 'success',
      message: 'https://example.com/yourls/get added to database',
      title: 'Spring sale',
      shorturl: 'https://kurz.link/yourls-get',
      statusCode: 200,
    });
    const opened = await t.app.inject({ url: '/yourls-get', headers: { host: 'kurz.link' } });
    expect(opened.headers.location).toBe('https://example.com/yourls/get');
  });

  it('shortens by POST form body, escaping slashes as PHP does', async () => {
    const answer = await post({
      signature: secret,
      action: 'shorturl',
      format: 'json',
      url: 'https://example.com/yourls/post',
    });
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(text).toContain('"shorturl":"https:\\/\\/kurz.link\\/');
    const body = JSON.parse(text);
    expect(body.status).toBe('success');
    expect(body.url.keyword).toMatch(/^[A-Za-z0-9]{8}$/);
  });

  it('answers xml by default, as YOURLS does', async () => {
    const answer = await get({
      signature: secret,
      action: 'shorturl',
      url: 'https://example.com/yourls/xml',
      keyword: 'yourls-xml',
      title: 'Fish & <chips>',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const text = await answer.text();
    expect(text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<root><url><keyword>yourls-xml<\/keyword>/,
    );
    expect(text).toContain('<title>Fish &amp; &lt;chips&gt;</title>');
    expect(text).toContain('<shorturl>https://kurz.link/yourls-xml</shorturl>');
    expect(text).toContain('<statusCode>200</statusCode>');
  });

  it('answers the short URL alone with format=simple', async () => {
    const answer = await post({
      signature: secret,
      action: 'shorturl',
      format: 'simple',
      url: 'https://example.com/yourls/simple',
      keyword: 'yourls-simple',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await answer.text()).toBe('https://kurz.link/yourls-simple');
  });

  it('wraps json in the callback with format=jsonp, and refuses a callback that is no name', async () => {
    const answer = await get({
      signature: secret,
      action: 'version',
      format: 'jsonp',
      callback: 'kurz.done',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(await answer.text()).toBe('kurz.done({"version":"1.9.2","callback":"kurz.done"})');
    const refused = await get({
      signature: secret,
      action: 'version',
      format: 'jsonp',
      callback: 'alert(1)//',
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ errorCode: '400', error: 'Invalid callback parameter' });
  });

  it('answers a URL already shortened with error:url and its link, as YOURLS does by default', async () => {
    await get({
      signature: secret,
      action: 'shorturl',
      url: 'https://example.com/yourls/dupe',
      keyword: 'yourls-dupe',
      title: 'Spring sale',
    });
    const answer = await json(
      await get({
        signature: secret,
        action: 'shorturl',
        format: 'json',
        url: 'https://example.com/yourls/dupe',
        keyword: 'yourls-again',
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      status: 'fail',
      code: 'error:url',
      url: {
        keyword: 'yourls-dupe',
        url: 'https://example.com/yourls/dupe',
        title: 'Spring sale',
        date: expect.any(String),
        ip: '',
        clicks: '0',
      },
      message:
        'https://example.com/yourls/dupe already exists in database (short URL: kurz.link/yourls-dupe)',
      title: 'Spring sale',
      shorturl: 'https://kurz.link/yourls-dupe',
      statusCode: '400',
      errorCode: '400',
    });
    const simple = await get({
      signature: secret,
      action: 'shorturl',
      format: 'simple',
      url: 'https://example.com/yourls/dupe',
    });
    expect(await simple.text()).toBe('https://kurz.link/yourls-dupe');
  });

  it.each([
    [
      'a keyword that is taken',
      { keyword: 'yourls-expand' },
      'error:keyword',
      'Short URL yourls-expand already exists in database or is reserved',
    ],
    [
      'a keyword Kurz cannot use',
      { keyword: 'no' },
      'error:keyword',
      expect.stringContaining('at least'),
    ],
    ['a missing url', { url: '' }, 'error:nourl', 'Missing or malformed URL'],
    [
      'a URL that is no web address',
      { url: 'javascript:alert(1)' },
      'error:nourl',
      expect.any(String),
    ],
  ])('refuses %s in YOURLS shape', async (_label, fields, code, message) => {
    const answer = await json(
      await post({
        signature: secret,
        action: 'shorturl',
        format: 'json',
        url: `https://example.com/yourls/refused-${Math.random()}`,
        ...fields,
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      status: 'fail',
      code,
      message,
      errorCode: '400',
      statusCode: '400',
    });
  });
});

describe('YOURLS expand, url-stats, stats, db-stats and version', () => {
  it('expands a keyword or a whole short URL, in every format', async () => {
    for (const shorturl of ['yourls-expand', 'https://kurz.link/yourls-expand']) {
      const answer = await json(
        await post({ signature: secret, action: 'expand', format: 'json', shorturl }),
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        keyword: 'yourls-expand',
        shorturl: 'https://kurz.link/yourls-expand',
        longurl: 'https://example.com/yourls/expand',
        title: 'Spring sale',
        message: 'success',
        statusCode: '200',
      });
    }
    const simple = await get({
      signature: secret,
      action: 'expand',
      format: 'simple',
      shorturl: 'yourls-expand',
    });
    expect(await simple.text()).toBe('https://example.com/yourls/expand');
    const xml = await get({ signature: secret, action: 'expand', shorturl: 'yourls-expand' });
    expect(await xml.text()).toContain('<longurl>https://example.com/yourls/expand</longurl>');
  });

  it('answers 404 for a keyword the workspace does not have, in every format', async () => {
    const other = await ada.post('/api/shorten', {
      full_url: 'https://example.com/elsewhere',
      short_url: 'yourls-elsewhere',
      domain: 'go.kurz.link',
    });
    expect(other.statusCode).toBe(200);
    for (const shorturl of ['no-such-keyword', 'https://kurz.link/yourls-elsewhere']) {
      const answer = await json(
        await get({ signature: secret, action: 'expand', format: 'json', shorturl }),
      );
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({
        keyword: shorturl.replace('https://kurz.link/', ''),
        message: 'Error: short URL not found',
        errorCode: '404',
      });
    }
    const simple = await get({
      signature: secret,
      action: 'expand',
      format: 'simple',
      shorturl: 'nope-nope',
    });
    expect(simple.status).toBe(404);
    expect(await simple.text()).toBe('not found');
    const stats = await json(
      await get({ signature: secret, action: 'url-stats', format: 'json', shorturl: 'nope-nope' }),
    );
    expect(stats).toMatchObject({
      status: 404,
      body: { statusCode: '404', message: 'Error: short URL not found' },
    });
  });

  it("answers a link's stats with its clicks", async () => {
    const answer = await json(
      await get({
        signature: secret,
        action: 'url-stats',
        format: 'json',
        shorturl: 'yourls-clicked',
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      statusCode: '200',
      message: 'success',
      link: {
        shorturl: 'https://kurz.link/yourls-clicked',
        url: 'https://example.com/yourls/clicked',
        title: '',
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        ip: '',
        clicks: '2',
      },
    });
    const simple = await get({
      signature: secret,
      action: 'url-stats',
      format: 'simple',
      shorturl: 'yourls-clicked',
    });
    expect(await simple.text()).toBe('Need either XML or JSON format for stats');
  });

  it('lists top, bottom, last and random links by limit, with the totals', async () => {
    const stats = async (params: Record<string, string>) =>
      (await json(await get({ signature: secret, action: 'stats', format: 'json', ...params })))
        .body as {
        links?: Record<string, { shorturl: string; clicks: string }>;
        stats: { total_links: string; total_clicks: string };
        statusCode: string;
        message: string;
      };
    const totals = await kurzTotals();
    const top = await stats({ filter: 'top', limit: '1' });
    expect(Object.keys(top.links ?? {})).toEqual(['link_1']);
    expect(top.links?.link_1).toMatchObject({
      shorturl: 'https://kurz.link/yourls-clicked',
      clicks: '2',
    });
    expect(top).toMatchObject({ statusCode: '200', message: 'success' });
    expect(top.stats).toEqual(totals);

    const bottom = await stats({ filter: 'bottom', limit: '50' });
    expect(Object.values(bottom.links ?? {}).at(-1)?.clicks).toBe('2');
    expect(Object.values(bottom.links ?? {})[0]?.clicks).toBe('0');

    await get({
      signature: secret,
      action: 'shorturl',
      url: 'https://example.com/yourls/newest',
      keyword: 'yourls-newest',
    });
    const last = await stats({ filter: 'last', limit: '2' });
    expect(last.links?.link_1?.shorturl).toBe('https://kurz.link/yourls-newest');
    expect(Object.keys(last.links ?? {})).toEqual(['link_1', 'link_2']);

    const random = await stats({ filter: 'rand', limit: '3' });
    expect(Object.keys(random.links ?? {})).toHaveLength(3);

    // YOURLS reads a missing limit as 0: the totals alone.
    const none = await stats({ filter: 'top' });
    expect(none.links).toBeUndefined();
    expect(none.stats).toEqual(await kurzTotals());
  });

  it('counts the workspace in db-stats, in xml too', async () => {
    const totals = await kurzTotals();
    const answer = await json(await get({ signature: secret, action: 'db-stats', format: 'json' }));
    expect(answer.body).toEqual({
      'db-stats': totals,
      statusCode: '200',
      message: 'success',
    });
    const xml = await get({ signature: secret, action: 'db-stats', format: 'xml' });
    const { total_links, total_clicks } = totals;
    expect(await xml.text()).toContain(
      `<db-stats><total_links>${total_links}</total_links><total_clicks>${total_clicks}</total_clicks></db-stats>`,
    );
  });

  it('answers the version, and an unknown action as YOURLS does', async () => {
    expect(
      await (await get({ signature: secret, action: 'version', format: 'simple' })).text(),
    ).toBe('1.9.2');
    const unknown = await json(await get({ signature: secret, action: 'delete', format: 'json' }));
    expect(unknown).toMatchObject({
      status: 400,
      body: { errorCode: '400', message: 'Unknown or missing "action" parameter' },
    });
    const missing = await get({ signature: secret, format: 'simple' });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toBe('Unknown or missing "action" parameter');
  });
});

describe('YOURLS authentication', () => {
  it('answers 403 in YOURLS shape without a signature, or with a wrong one', async () => {
    const missing = await json(await get({ action: 'version', format: 'json' }));
    expect(missing).toEqual({
      status: 403,
      type: 'application/json; charset=utf-8',
      body: { message: 'Please log in: send your Kurz API key as signature.', errorCode: '403' },
    });
    const wrong = await json(
      await post({ signature: 'kurz_notakey_0000', action: 'version', format: 'json' }),
    );
    expect(wrong).toMatchObject({
      status: 403,
      body: { message: API_MESSAGES.invalidKey, errorCode: '403' },
    });
    const xml = await get({ signature: '1002a612b4', action: 'version' });
    expect(xml.status).toBe(403);
    expect(await xml.text()).toContain('<errorCode>403</errorCode>');
  });

  it('refuses a username and password, and a time-limited signature, saying why', async () => {
    const login = await json(
      await post({ username: 'ada', password: 'secret', action: 'version', format: 'json' }),
    );
    expect(login).toMatchObject({
      status: 403,
      body: { message: expect.stringMatching(/^Invalid username or password/), errorCode: '403' },
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const timed = await json(
      await get({
        timestamp,
        signature: 'ed8d12124fc7916b00e3ecd7dc2c1d6a',
        action: 'version',
        format: 'json',
      }),
    );
    expect(timed).toMatchObject({
      status: 403,
      body: { message: expect.stringContaining('time-limited'), errorCode: '403' },
    });
  });

  it('takes no session: a signed-in cookie without a signature is refused', async () => {
    const answer = await ada.get('/yourls-api.php?action=version&format=json');
    expect(answer.statusCode).toBe(403);
  });

  it('needs links:write to shorten, and the pro plan', async () => {
    const cy = await signedInClient(t.app, 'cy@example.com');
    const setPlan = (plan: string) =>
      t.db.kysely
        .updateTable('users')
        .set({ subscription_plan: plan })
        .where('email', '=', 'cy@example.com')
        .execute();
    await setPlan('pro');
    const reader = (await cy.post('/api/api-keys', { name: 'r', scopes: ['links:read'] })).json()
      .secret;
    const refused = await json(
      await get({
        signature: reader,
        action: 'shorturl',
        format: 'json',
        url: 'https://example.com/r',
      }),
    );
    expect(refused).toMatchObject({
      status: 403,
      body: { message: API_MESSAGES.missingScope('links:write') },
    });
    expect((await get({ signature: reader, action: 'db-stats', format: 'json' })).status).toBe(200);
    await setPlan('free');
    const free = await json(await get({ signature: reader, action: 'db-stats', format: 'json' }));
    expect(free).toMatchObject({
      status: 403,
      body: { message: API_MESSAGES.proOnly, errorCode: '403' },
    });
  });

  it("acts in a team key's team, and finds none of the personal links", async () => {
    const owner = await signedInClient(t.app, 'owner@example.com');
    const orgId = await createTeam(t, owner, 'owner@example.com');
    const team = (
      await owner.post('/api/api-keys', {
        name: 'y',
        scopes: ['links:read', 'links:write'],
        org_id: orgId,
      })
    ).json().secret;
    const made = await json(
      await get({
        signature: team,
        action: 'shorturl',
        format: 'json',
        url: 'https://example.com/team',
        keyword: 'yourls-team',
      }),
    );
    expect(made.status).toBe(200);
    const teamLinks = (await owner.get(`/api/team-urls?organization_id=${orgId}`)).json();
    expect(teamLinks.links.map((link: { short_url: string }) => link.short_url)).toEqual([
      'yourls-team',
    ]);
    const personal = await get({
      signature: team,
      action: 'expand',
      format: 'json',
      shorturl: 'yourls-expand',
    });
    expect(personal.status).toBe(404);
  });

  it('counts calls against the key limits and says so in the RateLimit headers', async () => {
    const answer = await get({ signature: secret, action: 'version', format: 'json' });
    expect(answer.headers.get('ratelimit-policy')).toContain('"minute";q=');
  });

  it('refuses a repeated parameter and a multipart body in YOURLS shape', async () => {
    const repeated = await fetch(
      `${api}?signature=${secret}&format=json&action=expand&shorturl=a&shorturl=b`,
    );
    expect(repeated.status).toBe(400);
    expect(await repeated.json()).toEqual({ message: expect.any(String), errorCode: '400' });
    const form = new FormData();
    form.set('signature', secret);
    form.set('action', 'version');
    const multipart = await fetch(`${api}?format=json`, { method: 'POST', body: form });
    expect(multipart.status).toBe(415);
    expect(await multipart.json()).toEqual({
      message: 'Unsupported content type; send a query string or a form body.',
      errorCode: '415',
    });
  });
});

describe('/yourls-api.php on every host', () => {
  it('is never a short code: no keyword may take its name, and a short host sends it to the app', async () => {
    const answer = await json(
      await get({
        signature: secret,
        action: 'shorturl',
        format: 'json',
        url: 'https://example.com/x-php',
        keyword: 'yourls-api.php',
      }),
    );
    expect(answer).toMatchObject({ status: 400, body: { code: 'error:keyword' } });
    const onShortHost = await t.app.inject({
      url: '/yourls-api.php?action=version',
      headers: { host: 'kurz.link' },
    });
    expect(onShortHost.statusCode).toBe(302);
  });
});
