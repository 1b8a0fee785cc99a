/**
 * The hostile classics the fuzz tier sends every route besides its generated values:
 * texts that break parsers, queries and paths, and bodies no client should send.
 */

/** Texts that have broken a parser, a query or a page somewhere. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\u0000\u0001\u001f\u007f',
  '\ud800',
  '\udfff\ud800',
  '\u202e\u200b\ufeff',
  '😀'.repeat(50),
  "' OR '1'='1",
  "'; DROP TABLE links; --",
  '" OR ""="',
  '1 UNION ALL SELECT NULL--',
  '%',
  '%00',
  '%ff%fe',
  '%c0%ae%c0%ae/',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'data:text/html,<h1>x</h1>',
  'file:///etc/passwd',
  'http://169.254.169.254/latest/meta-data/',
  'http://127.0.0.1:22/',
  'https://[::1]/',
  'https://example.com/\r\nSet-Cookie: x=1',
  // Log4Shell's lookup, literally (not a template).
  `\${jndi:ldap://x}`,
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '18446744073709551616',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
] as const;

/** Numbers JSON can carry (or spell) that break arithmetic and storage. */
const HUGE_NUMBERS = ['1e309', '-1e309', '-0', '18446744073709551616', '"NaN"', '"Infinity"'];

export interface HostileBody {
  name: string;
  payload: string | Buffer;
  contentType?: string;
  /** A status the body must get whatever the route is (the body limit's 413). */
  expect?: number;
}

const TEN_MB = 10 * 1024 * 1024;
const DEPTH = 10_000;

/** Bodies for a route whose body schema has `fields` (top-level keys; empty when none). */
export function hostileBodies(fields: readonly string[]): HostileBody[] {
  const keys = fields.length > 0 ? fields : ['x'];
  const first = keys[0] ?? 'x';
  const allSetTo = (value: string) => `{${keys.map((k) => `"${k}":${value}`).join(',')}}`;
  const json = (name: string, payload: string): HostileBody => ({ name, payload });
  return [
    json('unclosed object', '{'),
    json('missing value', `{"${first}":}`),
    json('single quotes', `{'${first}':'x'}`),
    json('trailing comma', `{"${first}":"x",}`),
    json('bare word', 'nul'),
    json('unclosed array', '[1,2'),
    json('empty', ''),
    json('null', 'null'),
    json('array for object', '[]'),
    json('array of objects', `[${allSetTo('"x"')}]`),
    json('string', '"text"'),
    json('number', '123'),
    json('boolean', 'true'),
    ...['null', '[]', '{}', 'true', '0', '"x"'].map((v) => json(`every field ${v}`, allSetTo(v))),
    ...HUGE_NUMBERS.map((v) => json(`every field ${v}`, allSetTo(v))),
    json('deep arrays', `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`),
    json('deep objects', `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`),
    json('deep field', `{"${first}":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}`),
    json('__proto__', `{"__proto__":{"isAdmin":true,"role":"admin"},"${first}":"x"}`),
    json('constructor.prototype', `{"constructor":{"prototype":{"isAdmin":true}}}`),
    json('prototype key', `{"prototype":{"x":1},"${first}":"x"}`),
    json('duplicate keys', `{"${first}":"x","${first}":{"nested":[1]}}`),
    json('escaped NUL and lone surrogate', `{"${first}":"\\u0000\\ud800"}`),
    {
      name: 'invalid UTF-8',
      payload: Buffer.concat([
        Buffer.from(`{"${first}":"`),
        Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]),
        Buffer.from('"}'),
      ]),
    },
    { name: '10 MB string', payload: `{"${first}":"${'a'.repeat(TEN_MB)}"}`, expect: 413 },
    { name: 'text/plain', payload: allSetTo('"x"'), contentType: 'text/plain' },
    {
      name: 'form encoded',
      payload: `${first}=x&${first}=y`,
      contentType: 'application/x-www-form-urlencoded',
    },
    { name: 'multipart without boundary', payload: '--x\r\n', contentType: 'multipart/form-data' },
    {
      name: 'json in utf-16',
      payload: allSetTo('"x"'),
      contentType: 'application/json; charset=utf-16',
    },
    {
      name: 'image bytes as png',
      payload: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]),
      contentType: 'image/png',
    },
    { name: 'odd media type', payload: '{}', contentType: 'application/json+x; ;;=' },
  ];
}

/** Values for a path parameter: traversal, encodings, control bytes, lengths. */
export const HOSTILE_PARAMS = [
  '..',
  '.',
  '%2e%2e',
  '..%2f..%2f..%2fetc%2fpasswd',
  '..%252f..%252fetc%252fpasswd',
  '%2e%2e%5c%2e%2e%5cwin.ini',
  '%c0%ae%c0%ae%c0%af',
  '....%2f%2f',
  '%00',
  '%ff',
  '%',
  '%zz',
  '%E2%80%AE',
  '%F0%9F%98%80',
  'a%2Fb',
  'a%3Fb%23c',
  '__proto__',
  'constructor',
  '1e309',
  '-0',
  encodeURIComponent("' OR 1=1 --"),
  encodeURIComponent('<script>'),
  'x'.repeat(10_000),
] as const;

/** Query strings appended whatever the route declares. */
export function hostileQueries(fields: readonly string[]): string[] {
  const keys = fields.length > 0 ? fields : ['q'];
  const first = keys[0] ?? 'q';
  return [
    keys.map((k) => `${k}=1&${k}=2`).join('&'),
    keys.map((k) => `${k}[]=1`).join('&'),
    keys.map((k) => `${k}[a][b]=1`).join('&'),
    keys.map((k) => `${k}=1e309`).join('&'),
    keys.map((k) => `${k}=%ff%fe`).join('&'),
    keys.map((k) => `${k}=%00`).join('&'),
    keys.map((k) => `${k}=`).join('&'),
    keys.join('&'),
    `__proto__[isAdmin]=true&constructor[prototype][x]=1&${first}=x`,
    `${first}=${'q'.repeat(100_000)}`,
    `${first}=%`,
    '&&&==&',
  ];
}

/** Methods browsers and scanners send that routes do not declare. */
export const ODD_METHODS = ['OPTIONS', 'PROPFIND', 'TRACE', 'PUT', 'PATCH', 'DELETE'] as const;
