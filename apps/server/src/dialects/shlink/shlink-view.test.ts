import { describe, expect, it } from 'vitest';
import { TEST_ENV } from '../../../test/app.js';
import type { StoredClick } from '../../analytics/link-clicks-repository.js';
import { loadConfig } from '../../config.js';
import type { Link } from '../../db/schema.js';
import { isDefaultDomain, shlinkDomainOf, storedDomainOf } from './shlink-domain.js';
import { unsupportedFields } from './shlink-schemas.js';
import { atom, toShlinkVisit } from './shlink-view.js';

const config = loadConfig({ ...TEST_ENV, DATA_DIR: '/nonexistent/kurz-data' });
const link = { domain: 'kurz.link', code: 'abc123', custom_domain_id: null } as Link;
const click = (fields: Partial<StoredClick>): StoredClick => ({
  id: 1,
  link_id: 'l1',
  clicked_at: Date.UTC(2026, 0, 2, 3, 4, 5, 678),
  referrer_host: null,
  country: null,
  browser: 'Unknown',
  os: 'Unknown',
  device: 'Unknown',
  is_bot: 0,
  is_qr: 0,
  visitor_hash: 'h',
  ...fields,
});

describe("Shlink's shapes", () => {
  it('writes dates as ISO 8601 with an offset and no fraction', () => {
    expect(atom(Date.UTC(2026, 0, 2, 3, 4, 5, 678))).toBe('2026-01-02T03:04:05+00:00');
    expect(atom('1700000000000')).toBe('2023-11-14T22:13:20+00:00');
  });

  it.each([
    [
      'a browser with a country and a referrer',
      click({
        browser: 'Firefox',
        os: 'Linux',
        device: 'Desktop',
        country: 'DE',
        referrer_host: 't.co',
      }),
      {
        referer: 't.co',
        userAgent: 'Firefox (Linux; Desktop)',
        visitLocation: expect.objectContaining({
          countryCode: 'DE',
          countryName: 'Germany',
          cityName: null,
        }),
        potentialBot: false,
      },
    ],
    [
      'a bot nothing was read from',
      click({ is_bot: 1 }),
      { referer: '', userAgent: '', visitLocation: null, potentialBot: true },
    ],
    [
      'an unknown country',
      click({ country: 'Unknown', browser: 'Chrome' }),
      { userAgent: 'Chrome', visitLocation: null },
    ],
  ])('shows a stored click as a visit: %s', (_case, stored, expected) => {
    expect(toShlinkVisit(config, link, stored)).toMatchObject({
      date: '2026-01-02T03:04:05+00:00',
      visitedUrl: 'https://kurz.link/abc123',
      ...expected,
    });
  });

  it.each([
    ['absent', undefined, true, 'kurz.link', null],
    ['the keyword', 'DEFAULT', true, 'kurz.link', null],
    ['the default by name', 'KURZ.link', true, 'kurz.link', null],
    ['another short domain', 'go.kurz.link', false, 'go.kurz.link', 'go.kurz.link'],
    ['a custom domain', 'Brand.Example', false, 'brand.example', 'brand.example'],
  ])('reads the domain %s', (_case, given, isDefault, stored, shown) => {
    expect(isDefaultDomain(config, given)).toBe(isDefault);
    expect(storedDomainOf(config, given)).toBe(stored);
    expect(shlinkDomainOf(config, storedDomainOf(config, given))).toBe(shown);
  });

  it.each([
    [
      'nothing Kurz lacks',
      { longUrl: 'x', crawlable: false, forwardQuery: false, validSince: null },
      [],
    ],
    ['a start date', { validSince: '2030-01-01T00:00:00Z' }, ['validSince']],
    [
      'query forwarding and crawling',
      { forwardQuery: true, crawlable: true },
      ['crawlable', 'forwardQuery'],
    ],
    [
      'a code length and a prefix',
      { shortCodeLength: 8, pathPrefix: 'p' },
      ['shortCodeLength', 'pathPrefix'],
    ],
    ['device URLs', { deviceLongUrls: { ios: 'https://example.com' } }, ['deviceLongUrls']],
  ])('names the fields Kurz has no place for: %s', (_case, body, named) => {
    expect(unsupportedFields(body)).toEqual(named);
  });
});
