import { describe, expect, it } from 'vitest';
import { csvCell, csvText, unescapedCsvCell } from './csv.js';

describe('csvCell', () => {
  it.each([
    ['plain text', 'spring-sale', 'spring-sale'],
    [
      'a formula',
      '=HYPERLINK("https://evil.test","x")',
      `"'=HYPERLINK(""https://evil.test"",""x"")"`,
    ],
    ['a plus', '+1', "'+1"],
    ['a minus', '-1', "'-1"],
    ['an at sign', '@SUM(A1)', "'@SUM(A1)"],
    ['a leading tab', '\tx', `"'\tx"`],
    ['a comma', 'a,b', '"a,b"'],
    ['a semicolon', 'a;b', '"a;b"'],
    ['a newline', 'a\nb', '"a\nb"'],
    ['null', null, ''],
    ['a number', 42, '42'],
  ])('writes %s', (_name, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('unescapedCsvCell', () => {
  it.each([
    ['an escaped formula', "'=1+2", '=1+2'],
    ['an escaped minus', "'-5", '-5'],
    ['an apostrophe before text', "'quoted'", "'quoted'"],
    ['plain text', 'abc', 'abc'],
  ])('reads %s', (_name, text, expected) => {
    expect(unescapedCsvCell(text)).toBe(expected);
  });

  it('gives back what csvCell escaped', () => {
    for (const value of ['=HYPERLINK("x")', '+1', '-1', '@a', 'plain']) {
      const written = csvCell(value).replace(/^"|"$/g, '').replaceAll('""', '"');
      expect(unescapedCsvCell(written)).toBe(value);
    }
  });
});

it('csvText ends every row with CRLF', () => {
  expect(
    csvText([
      ['a', 'b'],
      [1, null],
    ]),
  ).toBe('a,b\r\n1,\r\n');
});
