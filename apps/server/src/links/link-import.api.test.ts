import { IMPORT_MAX_ROWS, type ImportPreviewReply, type ImportRow } from '@kurz/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, type TestAppTemplate, testAppTemplate } from '../../test/app.js';
import { APP_ORIGIN, type AuthClient, signedInClient } from '../../test/auth-client.js';
import { setPlan, userOnPlan } from '../../test/custom-domains.js';

/** Bulk links: CSV preview, chunked import, export, and the file's bad inputs. */
const NOW = Date.parse('2030-03-15T12:00:00Z');
let t: TestApp;
let ada: AuthClient;

/** Ada signed up once on enterprise; each test gets a fresh app on a copy of that database. */
let template: TestAppTemplate<AuthClient>;

beforeAll(async () => {
  template = await testAppTemplate({}, { clock: { now: () => NOW } }, (first) =>
    userOnPlan(first, 'ada@example.com', 'enterprise'),
  );
});
afterAll(() => template?.dispose());
beforeEach(async () => {
  t = await template.create();
  ada = template.prepared.on(t.app);
});
afterEach(() => t.close());

const preview = (client: AuthClient, csv: string) =>
  client.post('/api/links/import/preview', { csv });

/** Preview, then every importable row in chunks of 500, as the web does. */
async function importCsv(client: AuthClient, csv: string) {
  const previewed = await preview(client, csv);
  expect(previewed.statusCode, previewed.body).toBe(200);
  const reply: ImportPreviewReply = previewed.json();
  const written = [];
  for (let start = 0; start < reply.rows.length; start += 500) {
    const chunk = await client.post('/api/links/import', {
      rows: reply.rows.slice(start, start + 500),
    });
    expect(chunk.statusCode, chunk.body).toBe(200);
    written.push(...chunk.json().outcomes);
  }
  return { preview: reply, written };
}

async function linkCount(): Promise<number> {
  const rows = await t.db.kysely.selectFrom('links').select('id').execute();
  return rows.length;
}

async function exportCsv(client: AuthClient, query = '') {
  return client.get(`/api/links/export${query}`);
}

const SAMPLE = [
  'url,code,redirect_type,max_clicks',
  'https://example.com/a,alpha1,301,',
  'https://example.com/b,,,5',
  'https://example.com/c,gamma1,,',
].join('\n');

describe('importing a CSV', () => {
  it('previews without writing, then creates every row in chunks', async () => {
    const previewed = await preview(ada, SAMPLE);
    expect(previewed.statusCode, previewed.body).toBe(200);
    const reply: ImportPreviewReply = previewed.json();
    expect(reply.counts).toEqual({ create: 3, exists: 0, error: 0 });
    expect(reply.outcomes.map((o) => o.row)).toEqual([2, 3, 4]);
    expect(await linkCount()).toBe(0);

    const { written } = await importCsv(ada, SAMPLE);
    expect(written.map((o) => o.status)).toEqual(['created', 'created', 'created']);
    expect(written[0]).toMatchObject({ code: 'alpha1', short_link: 'https://kurz.link/alpha1' });
    const alpha1 = await t.db.kysely
      .selectFrom('links')
      .selectAll()
      .where('code', '=', 'alpha1')
      .executeTakeFirstOrThrow();
    expect(alpha1.redirect_type).toBe(301);
    const limited = await t.db.kysely
      .selectFrom('links')
      .select('max_clicks')
      .where('url', '=', 'https://example.com/b')
      .executeTakeFirstOrThrow();
    expect(limited.max_clicks).toBe(5);
  });

  it('creates nothing when the same file is imported again', async () => {
    await importCsv(ada, SAMPLE);
    const again = await importCsv(ada, SAMPLE);
    expect(again.preview.counts).toEqual({ create: 0, exists: 3, error: 0 });
    expect(
      again.preview.outcomes.every((o) => o.short_link?.startsWith('https://kurz.link/')),
    ).toBe(true);
    expect(await linkCount()).toBe(3);
    // A chunk sent twice (a retry after a dropped connection) is all "exists" too.
    const rows: ImportRow[] = [{ row: 2, url: 'https://example.com/a', code: 'alpha1' }];
    const retried = await ada.post('/api/links/import', { rows });
    expect(retried.json().outcomes[0].status).toBe('exists');
    expect(await linkCount()).toBe(3);
  });

  it("reports a code someone else holds, or held for another destination, as the row's error", async () => {
    const bob = await userOnPlan(t, 'bob@example.com', 'premium');
    await bob.post('/api/shorten', { full_url: 'https://example.org/bob', short_url: 'bobs-link' });
    await ada.post('/api/shorten', { full_url: 'https://example.com/old', short_url: 'mine-link' });
    const reply: ImportPreviewReply = (
      await preview(
        ada,
        'url,code\nhttps://example.com/x,bobs-link\nhttps://example.com/new,mine-link\n',
      )
    ).json();
    expect(reply.outcomes.map((o) => [o.status, o.message])).toEqual([
      ['error', 'Short URL already exists'],
      ['error', 'Short URL already exists'],
    ]);
  });

  it('puts each row through the single-link rules', async () => {
    const csv = [
      'url,code,expires_at,max_clicks',
      'javascript:alert(1),,,',
      'https://example.com/ok,bad code!,,',
      'https://example.com/past,,2020-01-01T00:00:00Z,',
      'https://example.com/zero,,,0',
      ',nourl,,',
      'https://example.com/fine,,,',
    ].join('\n');
    const reply: ImportPreviewReply = (await preview(ada, csv)).json();
    expect(reply.outcomes.map((o) => o.status)).toEqual([
      'error',
      'error',
      'error',
      'error',
      'error',
      'create',
    ]);
    expect(reply.outcomes[2]?.message).toBe('expires_at must be in the future');
    expect(reply.outcomes[3]?.message).toBe('max_clicks must be at least 1');
    expect(reply.outcomes[4]?.message).toBe('url is required');
    expect(reply.rows).toHaveLength(1);
  });

  it('reads a BOM, semicolons, tabs, quoted newlines and doubled quotes, and skips blank lines', async () => {
    const csv =
      '\uFEFFURL;Code;og_title\r\n' +
      'https://example.com/semi;semi-one;"Two\nlines ""quoted"""\r\n' +
      '\r\n' +
      'https://example.com/semi2;semi-two;=HYPERLINK("https://evil.test")\r\n';
    const { preview: reply, written } = await importCsv(ada, csv);
    expect(reply.outcomes.map((o) => o.row)).toEqual([2, 4]);
    expect(written.map((o) => o.status)).toEqual(['created', 'created']);
    const titles = await t.db.kysely
      .selectFrom('links')
      .select(['code', 'og_title'])
      .orderBy('code')
      .execute();
    expect(titles).toEqual([
      { code: 'semi-one', og_title: 'Two\nlines "quoted"' },
      // A formula in a cell is just text.
      { code: 'semi-two', og_title: '=HYPERLINK("https://evil.test")' },
    ]);

    const tabs = await preview(ada, 'url\tcode\nhttps://example.com/tab\ttabbed\n');
    expect(tabs.json().outcomes[0]).toMatchObject({ status: 'create', code: 'tabbed' });
  });

  it('reports a code repeated in one file on the later row', async () => {
    const csv = 'url,code\nhttps://example.com/1,twice-x\nhttps://example.com/2,twice-x\n';
    const reply: ImportPreviewReply = (await preview(ada, csv)).json();
    expect(reply.outcomes[1]).toMatchObject({
      row: 3,
      status: 'error',
      message: 'Duplicate code in this file (row 2)',
    });
    expect(reply.rows).toHaveLength(1);
  });

  it('names columns it does not read', async () => {
    const reply: ImportPreviewReply = (
      await preview(ada, 'url,colour\nhttps://example.com/a,red\n')
    ).json();
    expect(reply.ignored_columns).toEqual(['colour']);
  });

  it.each([
    ['an empty file', '', 'The file is empty'],
    ['a header only', 'url,code\n', 'The file has a header row but no rows to import'],
    ['no url column', 'code,domain\nabc,kurz.link\n', 'The header row needs a url column'],
    ['an unclosed quote', 'url\n"https://example.com/a\n', 'The file is not valid CSV'],
  ])('refuses %s with a 400 and writes nothing', async (_name, csv, message) => {
    const response = await preview(ada, csv);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
    expect(await linkCount()).toBe(0);
  });

  it('refuses 10,001 rows with a 400 and writes nothing', async () => {
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `https://example.com/${i}`);
    const response = await preview(ada, `url\n${rows.join('\n')}\n`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('at most 10,000 rows');
    expect(await linkCount()).toBe(0);
  });

  it('answers a 50 MB upload with 413 and the JSON error over a real connection', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const body = JSON.stringify({ csv: `url\n${'https://example.com/x\n'.repeat(2_500_000)}` });
    expect(body.length).toBeGreaterThan(50_000_000);
    const response = await fetch(`${base}/api/links/import/preview`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: APP_ORIGIN,
        host: 'app.kurz.test',
        cookie: ada.cookieHeader,
      },
      body,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: 'A CSV file may be at most 5 MB: split it into smaller files',
      code: 'payload_too_large',
    });
  });
});

describe('the monthly quota', () => {
  it('turns rows beyond the quota into errors and never writes past it', async () => {
    const bob = await userOnPlan(t, 'bob@example.com', 'premium'); // 500 a month
    const made = [];
    for (let i = 0; i < 498; i += 1) made.push(`https://example.com/pre/${i}`);
    await t.db.kysely
      .insertInto('links')
      .values(
        made.map((url, i) => ({
          id: `pre-${i}`,
          domain: 'kurz.link',
          code: `pre${i}`,
          url,
          user_id: null as unknown as string,
          org_id: null,
          custom_domain_id: null,
          redirect_type: 302 as const,
          created_at: NOW - 1000,
          updated_at: NOW - 1000,
          disabled_at: null,
          disabled_reason: null,
          disabled_by: null,
          clicks_counted: 0,
        })),
      )
      .execute();
    const bobId = (await bob.get('/api/profile')).json().id;
    await t.db.kysely.updateTable('links').set({ user_id: bobId }).execute();

    const csv = `url\n${[1, 2, 3, 4].map((i) => `https://example.com/new/${i}`).join('\n')}\n`;
    const previewed: ImportPreviewReply = (await preview(bob, csv)).json();
    expect(previewed.quota).toEqual({ limit: 500, used: 498, left: 2 });
    expect(previewed.outcomes.map((o) => o.status)).toEqual(['create', 'create', 'error', 'error']);
    expect(previewed.outcomes[2]?.message).toContain('Over your monthly limit');
    expect(previewed.rows).toHaveLength(2);

    // Rows sent past the preview's advice are refused one by one by createLink's own check.
    const rows = [1, 2, 3].map((i) => ({ row: i + 1, url: `https://example.com/new/${i}` }));
    const chunk = await bob.post('/api/links/import', { rows });
    expect(chunk.json().outcomes.map((o: { status: string }) => o.status)).toEqual([
      'created',
      'created',
      'error',
    ]);
    expect(chunk.json().outcomes[2].message).toContain('Monthly URL limit reached (500)');
    expect(await linkCount()).toBe(500);
  });
});

describe('who may import and export', () => {
  it('refuses the import below premium with the upgrade message, and without a session', async () => {
    const free = await signedInClient(t.app, 'free@example.com');
    const refused = await preview(free, SAMPLE);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toContain('premium plan or higher');
    const chunk = await free.post('/api/links/import', {
      rows: [{ row: 2, url: 'https://example.com/a' }],
    });
    expect(chunk.statusCode).toBe(403);
    expect(await linkCount()).toBe(0);

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/links/import/preview',
      headers: { origin: APP_ORIGIN, host: 'app.kurz.test' },
      payload: { csv: SAMPLE },
    });
    expect(anonymous.statusCode).toBe(401);
    const noExport = await t.app.inject({
      method: 'GET',
      url: '/api/links/export',
      headers: { host: 'app.kurz.test' },
    });
    expect(noExport.statusCode).toBe(401);
  });

  it("exports any plan's own links and never another user's", async () => {
    const free = await signedInClient(t.app, 'free@example.com');
    await free.post('/api/shorten', { full_url: 'https://example.com/free', short_url: 'freebie' });
    await ada.post('/api/shorten', { full_url: 'https://example.com/ada', short_url: 'adas-link' });
    const exported = await exportCsv(free);
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('freebie');
    expect(exported.body).not.toContain('adas-link');
  });
});

describe('exporting', () => {
  it('writes the current filter, every page, as an attachment', async () => {
    await setPlan(t, 'ada@example.com', 'enterprise');
    const csv = `url,code\n${Array.from({ length: 130 }, (_, i) => `https://example.com/p/${i},page-${i}`).join('\n')}\nhttps://example.org/other,other-link\n`;
    await importCsv(ada, csv);
    const all = await exportCsv(ada);
    expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(all.headers['content-disposition']).toBe(
      'attachment; filename="kurz-links-2030-03-15.csv"',
    );
    const lines = all.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'url,code,domain,title,tags,redirect_type,expires_at,max_clicks,expired_url,ios_url,android_url,og_title,og_description,og_image,folder_id,notes,archived,forward_query,query_precedence,short_link,clicks,created_at,rules',
    );
    expect(lines).toHaveLength(132);
    const filtered = await exportCsv(ada, '?search=example.org&sort=clicks');
    expect(filtered.body.trimEnd().split('\r\n')).toEqual([
      lines[0],
      'https://example.org/other,other-link,kurz.link,,,302,,,,,,,,,,,false,true,destination,https://kurz.link/other-link,0,2030-03-15T12:00:00.000Z,',
    ]);
  });

  it('defuses formulas, and the exported file imports back as all "exists"', async () => {
    await ada.post('/api/shorten', {
      full_url: 'https://example.com/f',
      short_url: 'formula',
      og_title: '=HYPERLINK("https://evil.test","click")',
      expires_at: '2030-03-16T00:00:00Z',
      max_clicks: 10,
    });
    await ada.post('/api/shorten', { full_url: 'https://example.com/g' });
    const exported = (await exportCsv(ada)).body;
    expect(exported).toContain(`"'=HYPERLINK(""https://evil.test"",""click"")"`);

    const again = await importCsv(ada, exported);
    expect(again.preview.counts).toEqual({ create: 0, exists: 2, error: 0 });
    expect(await linkCount()).toBe(2);
  });

  it('carries titles and tags both ways, and exports only the tag filtered on', async () => {
    const csv = [
      'url,code,title,tags',
      'https://example.com/t1,tagged-one,Spring sale,"launch, Email"',
      'https://example.com/t2,tagged-two,,email',
      'https://example.com/t3,untagged-three,Plain,',
    ].join('\n');
    const { written } = await importCsv(ada, csv);
    expect(written.map((outcome) => outcome.status)).toEqual(['created', 'created', 'created']);
    const links = (await ada.get('/api/links?sort=newest')).json().links as {
      short_url: string;
      title: string | null;
      tags: string[];
    }[];
    const byCode = new Map(links.map((link) => [link.short_url, link]));
    expect(byCode.get('tagged-one')).toMatchObject({
      title: 'Spring sale',
      tags: ['Email', 'launch'],
    });
    expect(byCode.get('tagged-two')).toMatchObject({ title: null, tags: ['Email'] });
    expect(byCode.get('untagged-three')).toMatchObject({ title: 'Plain', tags: [] });

    const emailOnly = (await exportCsv(ada, '?tag=email')).body.trimEnd().split('\r\n');
    expect(
      emailOnly
        .slice(1)
        .map((line) => line.split(',')[1])
        .sort(),
    ).toEqual(['tagged-one', 'tagged-two']);
    expect(emailOnly.find((line) => line.includes('tagged-one'))).toContain(
      ',Spring sale,"Email, launch",',
    );
    const again = await importCsv(ada, (await exportCsv(ada)).body);
    expect(again.preview.counts).toEqual({ create: 0, exists: 3, error: 0 });
  });

  it('refuses a row whose tags break the tag rules, naming the row', async () => {
    const long = 'x'.repeat(100);
    const { preview: reply } = await importCsv(ada, `url,tags\nhttps://example.com/l,${long}\n`);
    expect(reply.counts.error).toBe(1);
    expect(reply.outcomes[0]?.message).toMatch(/^tags: /);
  });

  it('reads an escaped formula back without its apostrophe', async () => {
    const exported = `url,code,og_title\nhttps://example.com/h,apos-link,"'=1+2"\n`;
    await importCsv(ada, exported);
    const row = await t.db.kysely
      .selectFrom('links')
      .select('og_title')
      .where('code', '=', 'apos-link')
      .executeTakeFirstOrThrow();
    expect(row.og_title).toBe('=1+2');
    expect((await exportCsv(ada)).body).toContain("'=1+2");
  });
});
