import { describe, expect, it } from 'vitest';
import { isBlockedUrl, parseBlocklist } from './blocklist.js';

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
