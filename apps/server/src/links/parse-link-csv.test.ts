import { IMPORT_MAX_ROWS } from '@kurz/shared';
import { describe, expect, it } from 'vitest';
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
