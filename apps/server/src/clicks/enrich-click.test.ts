import { describe, expect, it } from 'vitest';
import { enrichClick } from './enrich-click.js';

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const raw = (overrides: object = {}) => ({
  linkId: 'l1',
  at: 1_795_000_000_000,
  ip: '8.8.8.8',
  userAgent: CHROME_MAC,
  referer: 'https://news.example.com/story?id=secret',
  isQr: false,
  ...overrides,
});

describe('enrichClick', () => {
  it('reads browser, OS, device, country and the referrer host only', () => {
    expect(enrichClick(raw(), 'salt')).toMatchObject({
      link_id: 'l1',
      clicked_at: 1_795_000_000_000,
      browser: 'Chrome',
      os: 'Mac OS',
      device: 'Desktop',
      country: 'US',
      referrer_host: 'news.example.com',
      is_bot: 0,
      is_qr: 0,
    });
  });

  it.each([
    ['a phone', { userAgent: SAFARI_IPHONE }, { device: 'Mobile', os: 'iOS', is_bot: 0 }],
    ['a crawler', { userAgent: GOOGLEBOT }, { is_bot: 1 }],
    [
      'no user agent',
      { userAgent: undefined },
      { is_bot: 1, browser: 'Unknown', device: 'Unknown' },
    ],
    ['a private address', { ip: '10.1.2.3' }, { country: 'Unknown' }],
    ['an IPv4-mapped address', { ip: '::ffff:8.8.8.8' }, { country: 'US' }],
    ['garbage for an address', { ip: 'not-an-ip' }, { country: 'Unknown' }],
    ['a referrer that is not a URL', { referer: 'nonsense' }, { referrer_host: null }],
    ['a QR scan', { isQr: true }, { is_qr: 1 }],
  ])('handles %s', (_label, overrides, expected) => {
    expect(enrichClick(raw(overrides), 'salt')).toMatchObject(expected);
  });

  it('keeps no IP: the visitor is a hash that changes with the salt', () => {
    const today = enrichClick(raw(), 'salt-1');
    expect(JSON.stringify(today)).not.toContain('8.8.8.8');
    expect(enrichClick(raw(), 'salt-1').visitor_hash).toBe(today.visitor_hash);
    expect(enrichClick(raw(), 'salt-2').visitor_hash).not.toBe(today.visitor_hash);
    expect(enrichClick(raw({ ip: '1.1.1.1' }), 'salt-1').visitor_hash).not.toBe(today.visitor_hash);
  });
});
