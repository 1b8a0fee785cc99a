import { IMPORT_MAX_ROWS } from '@kurz/shared';
import { itHolds } from '@kurz/shared/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Invalid } from '../errors.js';
import { parseLinkCsv } from './parse-link-csv.js';

describe('parseLinkCsv', () => {
  it.each([
    ['commas', 'url,code\nhttps://example.com/a,abcdef\n'],
    ['semicolons', 'url;code\nhttps://example.com/a;abcdef\n'],
    ['tabs', 'url\tcode\nhttps://example.com/a\tabcdef\n'],
    ['a BOM and CRLF', '\uFEFFURL,Code\r\nhttps://example.com/a,abcdef\r\n'],
  ])('reads %s', (_name, text) => {
    expect(parseLinkCsv(text).rows).toEqual([
      {
        row: 2,
        raw: { url: 'https://example.com/a', code: 'abcdef' },
        input: { row: 2, url: 'https://example.com/a', code: 'abcdef' },
      },
    ]);
  });

  it('numbers rows as a spreadsheet does: blank lines counted, quoted newlines not', () => {
    const text =
      'url,og_title\n\nhttps://example.com/a,"two\nlines"\n,,\nhttps://example.com/b,x\n';
    expect(parseLinkCsv(text).rows.map((row) => row.row)).toEqual([3, 5]);
  });

  it('reads numbers for redirect_type and max_clicks, and refuses other text there', () => {
    const [ok, bad] = parseLinkCsv(
      'url,redirect_type,max_clicks\nhttps://example.com/a,308,12\nhttps://example.com/b,302,ten\n',
    ).rows;
    expect(ok?.input).toMatchObject({ redirect_type: 308, max_clicks: 12 });
    expect(bad?.error).toBe('max_clicks must be a number');
  });

  it('reads query forwarding as the export writes it, and names a bad value', () => {
    const [off, visitor, bad] = parseLinkCsv(
      'url,forward_query,query_precedence\nhttps://e.com/a,false,destination\nhttps://e.com/b,TRUE,visitor\nhttps://e.com/c,yes,\n',
    ).rows;
    expect(off?.input).toMatchObject({ forward_query: false, query_precedence: 'destination' });
    expect(visitor?.input).toMatchObject({ forward_query: true, query_precedence: 'visitor' });
    expect(bad?.error).toContain('forward_query must be true or false');
  });

  it('refuses a row with more cells than the header', () => {
    const [row] = parseLinkCsv('url\nhttps://example.com/a,extra\n').rows;
    expect(row?.error).toBe('The row has 2 cells; the header has 1');
  });

  it('takes 10,000 rows and refuses one more', () => {
    const rows = (count: number) =>
      `url\n${Array.from({ length: count }, (_, i) => `https://example.com/${i}`).join('\n')}`;
    expect(parseLinkCsv(rows(IMPORT_MAX_ROWS)).rows).toHaveLength(IMPORT_MAX_ROWS);
    expect(() => parseLinkCsv(rows(IMPORT_MAX_ROWS + 1))).toThrow('at most 10,000 rows');
  });

  it("reads the API's column names (full_url, short_url) and long_url as url and code", () => {
    const parsed = parseLinkCsv('full_url,short_url\nhttps://example.com/a,api-names\n');
    expect(parsed.rows[0]).toMatchObject({
      input: { url: 'https://example.com/a', code: 'api-names' },
    });
    expect(parsed.ignoredColumns).toEqual([]);
    expect(parseLinkCsv('Long_URL\nhttps://example.com/b\n').rows[0]).toMatchObject({
      input: { url: 'https://example.com/b' },
    });
  });

  it('refuses a column named twice', () => {
    expect(() => parseLinkCsv('url,URL\na,b\n')).toThrow('The header names the column url twice');
  });
});

it('numbers a row past 10,001 when blank lines come before it', () => {
  const text = `url\n${'\n'.repeat(IMPORT_MAX_ROWS + 5)}https://example.com/late\n`;
  const [row] = parseLinkCsv(text).rows;
  expect(row).toMatchObject({
    row: IMPORT_MAX_ROWS + 7,
    input: { url: 'https://example.com/late' },
  });
});

describe("other shorteners' exports", () => {
  it.each([
    [
      'bitly',
      'link,long_url,title,tags,created_at,clicks\nbit.ly/bitly1,https://example.com/a,Page A,"x,y",2024-01-02T03:04:05+0000,12\n',
      { domain: 'bit.ly', code: 'bitly1', title: 'Page A', tags: ['x', 'y'] },
      '2024-01-02T03:04:05.000Z',
    ],
    [
      'rebrandly',
      'slashtag,destination,shortUrl,domain,title,createdAt,clicks\nrebra1,https://example.com/a,rebrand.ly/rebra1,rebrand.ly,Page A,2016-07-13T10:54:12.000Z,12\n',
      { domain: 'rebrand.ly', code: 'rebra1', title: 'Page A' },
      '2016-07-13T10:54:12.000Z',
    ],
    [
      'shortio',
      'originalURL,shortURL,path,title,createdAt,clicks\nhttps://example.com/a,https://sho.rt/short1,short1,Page A,2024-01-02 03:04:05,12\n',
      { code: 'short1', title: 'Page A' },
      '2024-01-02T03:04:05.000Z',
    ],
    [
      'dub',
      'key,domain,url,shortLink,title,tags,clicks,createdAt\ndubdub,dub.sh,https://example.com/a,https://dub.sh/dubdub,Page A,x,12,2024-01-02T03:04:05.000Z\n',
      { domain: 'dub.sh', code: 'dubdub', title: 'Page A', tags: ['x'] },
      '2024-01-02T03:04:05.000Z',
    ],
    [
      'shlink',
      'createdAt,domain,shortCode,shortUrl,longUrl,title,tags,visits\n2024-01-02T03:04:05+00:00,,shlnk1,https://s.test/shlnk1,https://example.com/a,Page A,"x,y",12\n',
      { code: 'shlnk1', title: 'Page A', tags: ['x', 'y'] },
      '2024-01-02T03:04:05.000Z',
    ],
  ])('reads %s by its header', (format, text, fields, createdAt) => {
    const parsed = parseLinkCsv(text);
    expect(parsed.format).toBe(format);
    expect(parsed.rows[0]?.error).toBeUndefined();
    expect(parsed.rows[0]?.input).toMatchObject({
      row: 2,
      url: 'https://example.com/a',
      imported_clicks: 12,
      imported_created_at: createdAt,
      ...fields,
    });
  });

  it('splits a short link without a scheme or with one into domain and code', () => {
    const parsed = parseLinkCsv(
      'long_url,link\nhttps://example.com/a,bit.ly/abc\nhttps://example.com/b,https://go.brand.test/spring-sale\n',
    );
    expect(parsed.rows.map((row) => row.input)).toMatchObject([
      { domain: 'bit.ly', code: 'abc' },
      { domain: 'go.brand.test', code: 'spring-sale' },
    ]);
  });

  it("reads Kurz's own clicks and created_at as the link's imported stats", () => {
    const [row] = parseLinkCsv(
      'url,code,short_link,clicks,created_at\nhttps://example.com/a,kurz01,https://kurz.link/kurz01,7,2030-01-01T00:00:00.000Z\n',
    ).rows;
    expect(row?.input).toMatchObject({
      code: 'kurz01',
      imported_clicks: 7,
      imported_created_at: '2030-01-01T00:00:00.000Z',
    });
  });

  it('refuses a header that mixes two vendors, and reports bad clicks and dates per row', () => {
    expect(() =>
      parseLinkCsv('shortCode,longUrl,slashtag\nabcdef,https://example.com/a,x\n'),
    ).toThrow(/mixes columns of a Shlink short-URL CSV .* and a Rebrandly CSV export \(slashtag\)/);
    const rows = parseLinkCsv(
      'shortCode,longUrl,visits,createdAt\nabcdef,https://example.com/a,many,\nghijkl,https://example.com/b,1,yesterday\n',
    ).rows;
    expect(rows.map((row) => row.error)).toEqual([
      'clicks must be a whole number',
      'created_at: yesterday is not a date',
    ]);
  });

  it('reads a vendor export with a BOM, CRLF and a quoted newline in a title', () => {
    const parsed = parseLinkCsv(
      '\uFEFFshortCode,longUrl,title\r\nabcdef,https://example.com/a,"two\r\nlines"\r\n',
    );
    expect(parsed.format).toBe('shlink');
    expect(parsed.rows[0]?.input).toMatchObject({ code: 'abcdef', title: 'two\r\nlines' });
  });
});

describe('YOURLS SQL dump', () => {
  const DUMP = [
    '-- MySQL dump 10.13',
    '/*!40101 SET NAMES utf8mb4 */;',
    'DROP TABLE IF EXISTS `yourls_url`;',
    'CREATE TABLE `yourls_url` (`keyword` varchar(100) NOT NULL, PRIMARY KEY (`keyword`));',
    "INSERT INTO `yourls_options` VALUES (1,'version','1.9.2');",
    "INSERT INTO `yourls_url` (`keyword`, `url`, `title`, `timestamp`, `ip`, `clicks`) VALUES ('yours1','https://example.com/a','It\\'s a \"title\"','2024-01-01 10:00:00','1.2.3.4',12),('yours2','https://example.com/b?x=1;y=2','Doubled '' quote','2024-01-02 10:00:00','::1',0);",
    "INSERT INTO yourls_url VALUES ('yours3','https://example.com/c',NULL,'0000-00-00 00:00:00','1.2.3.4',3);",
    "INSERT INTO `yourls_log` VALUES (1,'2024-01-01 10:00:00','yours1','ref','ua','1.2.3.4','US');",
  ].join('\n');

  it('reads the links table from extended inserts, with and without a column list', () => {
    const parsed = parseLinkCsv(DUMP);
    expect(parsed.format).toBe('yourls');
    expect(parsed.rows.map((row) => row.input)).toEqual([
      {
        row: 2,
        url: 'https://example.com/a',
        code: 'yours1',
        title: 'It\'s a "title"',
        imported_clicks: 12,
        imported_created_at: '2024-01-01T10:00:00.000Z',
      },
      {
        row: 3,
        url: 'https://example.com/b?x=1;y=2',
        code: 'yours2',
        title: "Doubled ' quote",
        imported_clicks: 0,
        imported_created_at: '2024-01-02T10:00:00.000Z',
      },
      { row: 4, url: 'https://example.com/c', code: 'yours3', imported_clicks: 3 },
    ]);
  });

  it('refuses a syntax error mid-statement, naming its line', () => {
    const broken =
      "-- dump\nINSERT INTO `yourls_url` VALUES ('yours1','https://example.com/a' 'x');\n";
    expect(() => parseLinkCsv(broken)).toThrow(
      'The SQL file has a syntax error at line 2: expected ")", found x',
    );
    expect(() => parseLinkCsv("-- dump\nINSERT INTO `yourls_url` VALUES ('yours1,\n")).toThrow(
      'line 2: a quoted string is never closed',
    );
  });

  it('refuses a dump without the links table, and a tuple of the wrong length per row', () => {
    expect(() => parseLinkCsv("-- dump\nINSERT INTO `yourls_log` VALUES (1,'x');\n")).toThrow(
      'no INSERT INTO `yourls_url`',
    );
    const [row] = parseLinkCsv(
      "INSERT INTO `yourls_url` (`keyword`,`url`) VALUES ('yours1','https://example.com/a','extra');",
    ).rows;
    expect(row?.error).toBe('The row has 3 values; the column list has 2');
  });
});

describe('any file text', () => {
  const pieces = fc.constantFrom(
    'INSERT INTO `yourls_url` VALUES (',
    "'a\\'b'",
    "'open",
    '"q""x"',
    ',',
    ')',
    ';',
    '-- c\n',
    '/* c',
    '`',
    'NULL',
    '-12',
    'shortCode,longUrl,slashtag\n',
    'link,long_url\n',
    'bit.ly/x',
    'https://e.x/a',
    '\n',
    '\uFEFF',
  );
  itHolds(
    'parses or is refused with Invalid, never another error',
    fc.property(fc.array(fc.oneof(pieces, fc.string()), { maxLength: 30 }), (parts) => {
      try {
        parseLinkCsv(parts.join(''));
      } catch (error) {
        if (!(error instanceof Invalid)) throw error;
      }
    }),
    { numRuns: 500 },
  );
});
