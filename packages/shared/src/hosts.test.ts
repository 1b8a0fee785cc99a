import { describe, expect, it } from 'vitest';
import { hostnameOf, isHostInList } from './hosts.js';

describe('hostnameOf', () => {
  it.each([
    ['drops the port', 'kurz.link:8080', 'kurz.link'],
    ['lower-cases', 'Kurz.LINK', 'kurz.link'],
    ['drops a trailing dot', 'kurz.link.', 'kurz.link'],
    ['keeps IPv6 brackets', '[::1]:8080', '[::1]'],
  ])('%s', (_label, host, expected) => {
    expect(hostnameOf(host)).toBe(expected);
  });
});

describe('isHostInList', () => {
  it('matches www. variants both ways and ignores ports', () => {
    expect(isHostInList('www.kurz.link:443', ['kurz.link'])).toBe(true);
    expect(isHostInList('kurz.link', ['www.kurz.link'])).toBe(true);
    expect(isHostInList('evil-kurz.link', ['kurz.link'])).toBe(false);
    expect(isHostInList('kurz.link.evil.com', ['kurz.link'])).toBe(false);
  });
});
