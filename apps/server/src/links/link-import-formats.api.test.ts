import type { ImportPreviewReply } from '@kurz/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import type { AuthClient } from '../../test/auth-client.js';
import { addVerifiedDomain, startDomainsWorld, userOnPlan } from '../../test/custom-domains.js';

/** Other shorteners' export files through the preview and the chunked import. */
const NOW = Date.parse('2030-03-15T12:00:00Z');
let t: TestApp;
let ada: AuthClient;

beforeEach(async () => {
  t = await createTestApp({}, { clock: { now: () => NOW } });
  ada = await userOnPlan(t, 'ada@example.com', 'enterprise');
});
afterEach(() => t.close());

async function importFile(csv: string) {
  const previewed = await ada.post('/api/links/import/preview', { csv });
  expect(previewed.statusCode, previewed.body).toBe(200);
  const preview: ImportPreviewReply = previewed.json();
  const chunk = await ada.post('/api/links/import', { rows: preview.rows });
  expect(chunk.statusCode, chunk.body).toBe(200);
  return { preview, written: chunk.json().outcomes as ImportPreviewReply['outcomes'] };
}

function linkWithCode(code: string) {
  return t.db.kysely
    .selectFrom('links')
    .select(['url', 'domain', 'title', 'imported_clicks', 'imported_created_at'])
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
}

const FILES = {
  bitly:
    'link,long_url,title,created_at,clicks\nbit.ly/bitly1,https://example.com/bitly,Bitly page,2024-01-02T03:04:05+0000,12\n',
  rebrandly:
    'slashtag,destination,shortUrl,domain,title,createdAt,clicks\nrebra1,https://example.com/rebrandly,rebrand.ly/rebra1,rebrand.ly,Rebrandly page,2024-01-02T03:04:05.000Z,12\n',
  shortio:
    'originalURL,shortURL,path,title,createdAt,clicks\nhttps://example.com/shortio,https://sho.rt/short1,short1,Short.io page,2024-01-02 03:04:05,12\n',
  dub: 'key,domain,url,shortLink,title,clicks,createdAt\ndubdub,dub.sh,https://example.com/dub,https://dub.sh/dubdub,Dub page,12,2024-01-02T03:04:05.000Z\n',
  shlink:
    'createdAt,domain,shortCode,shortUrl,longUrl,title,tags,visits\n2024-01-02T03:04:05+00:00,s.test,shlnk1,https://s.test/shlnk1,https://example.com/shlink,Shlink page,"x,y",12\n',
  yourls:
    "-- MySQL dump\nINSERT INTO `yourls_url` (`keyword`, `url`, `title`, `timestamp`, `ip`, `clicks`) VALUES ('yours1','https://example.com/yourls','YOURLS page','2024-01-02 03:04:05','1.2.3.4',12);\n",
};
const CODES: Record<keyof typeof FILES, string> = {
  bitly: 'bitly1',
  rebrandly: 'rebra1',
  shortio: 'short1',
  dub: 'dubdub',
  shlink: 'shlnk1',
  yourls: 'yours1',
};

describe("importing another shortener's export", () => {
  it.each(Object.keys(FILES) as (keyof typeof FILES)[])(
    'reads %s: code, title, clicks and creation time; its foreign domain becomes ours',
    async (format) => {
      const { preview, written } = await importFile(FILES[format]);
      expect(preview.format).toBe(format);
      expect(preview.counts).toEqual({ create: 1, exists: 0, error: 0 });
      expect(written[0]).toMatchObject({
        status: 'created',
        short_link: `https://kurz.link/${CODES[format]}`,
      });
      const link = await linkWithCode(CODES[format]);
      expect(link).toMatchObject({ domain: 'kurz.link', imported_clicks: 12 });
      expect(link.url).toContain('https://example.com/');
      expect(link.title).toMatch(/page$/);
      expect(new Date(link.imported_created_at ?? 0).toISOString()).toBe(
        '2024-01-02T03:04:05.000Z',
      );

      const again = await ada.post('/api/links/import/preview', { csv: FILES[format] });
      expect(again.json().counts).toEqual({ create: 0, exists: 1, error: 0 });
    },
  );

  it("keeps Kurz's own export's clicks and created_at as the imported stats", async () => {
    await importFile(
      'url,code,clicks,created_at\nhttps://example.com/kurz,kurz01,7,2029-01-01T00:00:00.000Z\n',
    );
    const link = await linkWithCode('kurz01');
    expect(link.imported_clicks).toBe(7);
    expect(new Date(link.imported_created_at ?? 0).toISOString()).toBe('2029-01-01T00:00:00.000Z');
  });

  // The import-only code length rule: another shortener's short codes come over as they are.
  it('accepts a code shorter than six characters from another shortener', async () => {
    const { written } = await importFile('link,long_url\nbit.ly/ab,https://example.com/short\n');
    expect(written[0]).toMatchObject({ status: 'created', short_link: 'https://kurz.link/ab' });
  });

  it.each([
    [
      'a header mixing two vendors',
      'shortCode,longUrl,slashtag\nabcdef,https://example.com/a,x\n',
      'The header mixes columns of a Shlink short-URL CSV (shortcode, longurl) and a Rebrandly CSV export (slashtag)',
    ],
    [
      'a dump with a syntax error mid-statement',
      "-- dump\nINSERT INTO `yourls_url` VALUES ('yours1','https://example.com/a'\n'x');\n",
      'The SQL file has a syntax error at line 3: expected ")", found x',
    ],
    [
      'a dump without the links table',
      "-- dump\nINSERT INTO `yourls_options` VALUES (1,'version','1.9');\n",
      'The SQL file has no INSERT INTO `yourls_url`',
    ],
  ])('refuses %s with a 400 and writes nothing', async (_name, csv, message) => {
    const response = await ada.post('/api/links/import/preview', { csv });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toContain(message);
    const rows = await t.db.kysely.selectFrom('links').select('id').execute();
    expect(rows).toHaveLength(0);
  });

  it('reports bad clicks, dates and short links per row, the other rows still importable', async () => {
    const csv = [
      'createdAt,shortCode,longUrl,visits,shortUrl',
      ',shlnk1,https://example.com/1,many,',
      'someday,shlnk2,https://example.com/2,1,',
      '2024-01-01,,https://example.com/3,1,https:// not a link',
      '2024-01-01,shlnk4,https://example.com/4,1,',
    ].join('\n');
    const { preview } = await importFile(csv);
    expect(preview.outcomes.map((o) => [o.status, o.message])).toEqual([
      ['error', 'clicks must be a whole number'],
      ['error', 'created_at: someday is not a date'],
      ['error', 'short link https:// not a link is not a link'],
      ['create', null],
    ]);
  });

  it('rejects imported stats of the wrong shape on the chunk route', async () => {
    const response = await ada.post('/api/links/import', {
      rows: [{ row: 2, url: 'https://example.com/a', imported_clicks: -1 }],
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("a vendor's domain that is the workspace's own", () => {
  it('keeps a verified custom domain and moves the vendor’s shared one to ours', async () => {
    const world = await startDomainsWorld();
    try {
      const owner = await userOnPlan(world.t, 'brand@example.com', 'enterprise');
      await addVerifiedDomain(owner, world.dns, 'go.brand-shop.com');
      const csv = [
        'slashtag,destination,domain,shortUrl',
        'brand1,https://example.com/brand,go.brand-shop.com,go.brand-shop.com/brand1',
        'shared,https://example.com/shared,rebrand.ly,rebrand.ly/shared',
      ].join('\n');
      const previewed = await owner.post('/api/links/import/preview', { csv });
      expect(previewed.statusCode, previewed.body).toBe(200);
      const preview: ImportPreviewReply = previewed.json();
      expect(preview.rows.map((row) => row.domain)).toEqual(['go.brand-shop.com', undefined]);
      const chunk = await owner.post('/api/links/import', { rows: preview.rows });
      expect(chunk.json().outcomes.map((o: { short_link: string }) => o.short_link)).toEqual([
        // http: custom domains are http unless CUSTOM_DOMAINS_HTTPS is set.
        'http://go.brand-shop.com/brand1',
        'https://kurz.link/shared',
      ]);
    } finally {
      await world.close();
    }
  });
});
