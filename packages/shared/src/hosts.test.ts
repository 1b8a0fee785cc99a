import { describe, expect, it } from 'vitest';
import { hostnameOf, isHostInList, isLoopbackHostname } from './hosts.js';

describe('hostnameOf', () => {
  it.each([
    ['drops the port', 'kurz.link:8080', 'kurz.link'],
    ['lower-cases', 'Kurz.LINK', 'kurz.link'],
    ['drops a trailing dot', 'kurz.link.', 'kurz.link'],
    ['keeps IPv6 brackets', '[::1]:8080', '[::1]'],
    ['drops a trailing dot before the port', 'kurz.link.:8080', 'kurz.link'],
    // Found by hosts.property.test.ts: one pass left `:` and `a:1`, which a second pass changed.
    ['drops every port-like tail of malformed text', '::', ''],
    ['drops a port followed by a dot', 'a:1.', 'a'],
  ])('%s', (_label, host, expected) => {
    expect(hostnameOf(host)).toBe(expected);
  });
});

it('normalises a 16 KB Host header of dots and colons in linear time', () => {
  const started = performance.now();
  for (const tail of ['.', ':', ':1', ' '])
    expect(hostnameOf(`x${tail.repeat(8000)}y`)).toBe(`x${tail.repeat(8000)}y`);
  for (const tail of ['.', ':', ':1', ' ']) expect(hostnameOf(`x${tail.repeat(8000)}`)).toBe('x');
  expect(performance.now() - started).toBeLessThan(200);
});

describe('isHostInList', () => {
  it('matches www. variants both ways and ignores ports', () => {
    expect(isHostInList('www.kurz.link:443', ['kurz.link'])).toBe(true);
    expect(isHostInList('kurz.link', ['www.kurz.link'])).toBe(true);
    expect(isHostInList('evil-kurz.link', ['kurz.link'])).toBe(false);
    expect(isHostInList('kurz.link.evil.com', ['kurz.link'])).toBe(false);
  });
});

describe('isLoopbackHostname', () => {
  it.each([
    ['localhost', true],
    ['app.localhost', true],
    ['127.0.0.1', true],
    ['127.255.0.9', true],
    ['[::1]', true],
    ['[::ffff:7f00:1]', true],
    ['localhost.evil.net', false],
    ['notlocalhost', false],
    ['128.0.0.1', false],
    ['127.0.0.1.evil.net', false],
    ['[::2]', false],
    ['[::ffff:8000:1]', false],
  ])('%s: %s', (hostname, expected) => {
    expect(isLoopbackHostname(hostname)).toBe(expected);
  });
});
