import { describe, expect, it } from 'vitest';
import { destinationProblem, type OwnServer, pointsAtOwnServer } from './destination.js';

const own = ['kurz.link', 'go.kurz.link:8080'];

describe('destinationProblem', () => {
  it.each([
    ['an https page', 'https://example.com/a?b=c#d', null],
    ['an http page with a port', 'http://example.com:8080/x', null],
    ['surrounding spaces', '  https://example.com  ', null],
    ['an empty value', '   ', 'required'],
    ['a javascript: URL', 'javascript:alert(1)', 'bad_scheme'],
    ['a javascript: URL with a tab in the scheme', 'java\tscript:alert(1)', 'bad_scheme'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>', 'bad_scheme'],
    ['a file: URL', 'file:///etc/passwd', 'bad_scheme'],
    ['an ftp URL', 'ftp://example.com/file', 'bad_scheme'],
    ['credentials', 'https://user:pass@example.com/', 'credentials'],
    ['a user name only', 'https://user@example.com/', 'credentials'],
    ['an overlong URL', `https://example.com/${'a'.repeat(2048)}`, 'too_long'],
    // Found by destination.property.test.ts: 1,020 characters typed, 6,020 stored.
    [
      'a URL that percent-encoding makes too long',
      `https://example.com/${'é'.repeat(1000)}`,
      'too_long',
    ],
    ['no scheme', 'example.com/page', 'not_a_url'],
    ['a bare word host', 'http://intranet/page', 'not_a_url'],
    ['an IPv4 address', 'http://93.184.216.34/page', null],
    ['an IPv6 address', 'https://[2001:db8::1]:8443/page', null],
    ['a malformed IPv6 address', 'https://[2001:db8::zz]/page', 'not_a_url'],
    ['our short domain', 'https://kurz.link/abcdefgh', 'own_domain'],
    ['our short domain, www. and capitals', 'HTTPS://WWW.Kurz.Link/abc', 'own_domain'],
    ['our other short domain on any port', 'http://go.kurz.link/x', 'own_domain'],
    ['a blocked host', 'https://evil.example/login', 'blocked'],
    ['a subdomain of a blocked host', 'https://login.evil.example/', 'blocked'],
    ['a host that only ends like a blocked one', 'https://notevil.example/', null],
    // Found by destination.property.test.ts: the www. was dropped before the blocked list was read.
    ['a blocked www. host', 'https://www.phish.example/login', 'blocked'],
    ['a blocked host listed in capitals with a trailing dot', 'https://shady.example/', 'blocked'],
    ['the bare domain of a blocked www. host', 'https://phish.example/', null],
  ])('%s → %s', (_label, url, problem) => {
    expect(
      destinationProblem(url, own, ['evil.example', 'www.phish.example', 'SHADY.example.']),
    ).toBe(problem);
  });
});

describe('pointsAtOwnServer', () => {
  const server: OwnServer = {
    isOwnName: (hostname) => ['kurz.link', 'links.acme-shop.com'].includes(hostname),
    ports: ['8080', '443'],
    listenAddress: '192.0.2.7',
  };
  const onIpv6 = { ...server, listenAddress: '2001:DB8::7' };
  it.each([
    ['one of its names', 'https://kurz.link/abc', server, true],
    [
      'one of its names with a trailing dot and a port',
      'http://LINKS.acme-shop.com.:81/x',
      server,
      true,
    ],
    ['loopback at a port it listens on', 'http://127.0.0.1:8080/x', server, true],
    ['loopback as a decimal number', 'http://2130706433:8080/x', server, true],
    ['loopback in hex with a trailing dot', 'http://0x7f000001.:8080/x', server, true],
    ['[::1] at the default https port', 'https://[::1]/x', server, true],
    ['IPv4-mapped loopback', 'http://[::ffff:127.0.0.2]:8080/x', server, true],
    ['0.0.0.0', 'http://0.0.0.0:8080/x', server, true],
    ['localhost', 'http://LocalHost.:8080/x', server, true],
    ['its listen address', 'http://192.0.2.7:8080/x', server, true],
    ['its IPv6 listen address', 'http://[2001:db8:0::7]:8080/x', onIpv6, true],
    ['loopback at another port', 'http://127.0.0.1:9999/x', server, false],
    ['its listen address at another port', 'http://192.0.2.7:9999/x', server, false],
    ['another address at its port', 'http://192.0.2.8:8080/x', server, false],
    ['another name', 'https://kurz.link.evil.example/x', server, false],
  ])('%s: %s', (_label, url, own, expected) => {
    expect(pointsAtOwnServer(new URL(url), own)).toBe(expected);
  });
});
