import { describe, expect, it } from 'vitest';
import { isBlockedUrl, parseBlocklist, prefixForm } from './blocklist.js';

const FILE = `# abused hosts
evil.example
WWW.Phish.Example.   # trailing dot and www. folded

https://files.example/shared/bad
http://origin-only.example
not a host
ftp://files.example/x
localhost
`;

describe('parseBlocklist', () => {
  it('reads hosts and prefixes, skipping comments and blank lines', () => {
    const { list } = parseBlocklist(FILE);
    expect(list.hosts).toEqual(['evil.example', 'phish.example', 'origin-only.example']);
    expect(list.prefixes).toEqual(['https://files.example/shared/bad']);
  });

  it('reports each bad line with its number and skips it', () => {
    const { problems } = parseBlocklist(FILE);
    expect(problems.map((p) => p.line)).toEqual([7, 8, 9]);
    expect(problems[1]?.message).toBe('only http:// and https:// prefixes can be blocked');
  });

  it('reads an empty file as an empty list', () => {
    expect(parseBlocklist('')).toEqual({ list: { hosts: [], prefixes: [] }, problems: [] });
  });
});

describe('isBlockedUrl', () => {
  const { list } = parseBlocklist(FILE);
  it.each([
    ['the host', 'https://evil.example/', true],
    ['a subdomain', 'http://login.evil.example/x', true],
    ['the www. variant', 'https://www.evil.example/', true],
    ['a host with a port', 'https://evil.example:8443/', true],
    ['a host only ending alike', 'https://notevil.example/', false],
    ['under a prefix', 'https://files.example/shared/bad/file.exe', true],
    ['beside a prefix', 'https://files.example/shared/good', false],
    ['a prefix on another scheme', 'http://files.example/shared/bad', false],
    ['an origin-only URL entry, any path', 'https://origin-only.example/any', true],
    ['an unlisted host', 'https://example.com/', false],
  ])('%s', (_name, url, blocked) => {
    expect(isBlockedUrl(new URL(url), list)).toBe(blocked);
  });
});

describe('isBlockedUrl, a prefix under other spellings of its path', () => {
  const { list } = parseBlocklist(
    'https://prefix.example.org/bad/\nhttps://prefix.example.org/%7Euser/\nhttps://prefix.example.org/a%2fb/\n',
  );
  it.each([
    ['an unreserved letter percent-encoded', 'https://prefix.example.org/%62ad/x', true],
    ['every letter percent-encoded, in lower case', 'https://prefix.example.org/%62%61%64/x', true],
    ['a dot segment', 'https://prefix.example.org/./bad/x', true],
    ['a parent segment', 'https://prefix.example.org/x/../bad/x', true],
    ['a percent-encoded parent segment', 'https://prefix.example.org/x/%2e%2E/bad/x', true],
    ['the host in capitals with a trailing dot', 'https://PREFIX.example.org./bad/x', true],
    ['the default port written', 'https://prefix.example.org:443/bad/x', true],
    ['a tilde the entry percent-encoded', 'https://prefix.example.org/~user/x', true],
    ['a tilde both percent-encoded', 'https://prefix.example.org/%7euser/x', true],
    ['a reserved escape in other case', 'https://prefix.example.org/a%2Fb/x', true],
    [
      'the path in other case (paths are case-sensitive)',
      'https://prefix.example.org/BAD/x',
      false,
    ],
    ['a sibling path', 'https://prefix.example.org/good/x', false],
    ['a slash the entry encoded, written plain', 'https://prefix.example.org/a/b/x', false],
  ])('%s', (_name, url, blocked) => {
    expect(isBlockedUrl(new URL(url), list)).toBe(blocked);
  });
});

describe('prefixForm', () => {
  it.each([
    ['https://A.example./%62%2fc/./d/../e?q=%7e%2a#frag', 'https://a.example/b%2Fc/e?q=~%2A'],
    ['http://a.example:8080/%2E%2e/x', 'http://a.example:8080/x'],
    ['https://a.example/caf%C3%A9', 'https://a.example/caf%C3%A9'],
  ])('writes %s as %s, and its own form as itself', (url, form) => {
    expect(prefixForm(new URL(url))).toBe(form);
    expect(prefixForm(new URL(form))).toBe(form);
  });
});
