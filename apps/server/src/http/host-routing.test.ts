import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { siteForHost } from './host-routing.js';

const servingDomains = {
  get: (hostname: string) =>
    hostname === 'links.acme-shop.com' ? { id: 'd1', userId: 'u1' } : undefined,
};

const config = loadConfig({
  APP_URL: 'https://kurz.example',
  APP_HOSTS: 'uat.kurz.example',
  SHORT_DOMAINS: 'kurz.link,go.kurz.link',
});

describe('siteForHost', () => {
  it.each([
    ['the main host', 'kurz.example', 'app'],
    ['the main host with a port', 'kurz.example:443', 'app'],
    ['the www. main host', 'www.kurz.example', 'app'],
    ['an extra app host', 'uat.kurz.example', 'app'],
    ['a short domain', 'kurz.link', 'short'],
    ['a short domain in capitals with a port', 'KURZ.LINK:8080', 'short'],
    ['the www. variant of a short domain', 'www.go.kurz.link', 'short'],
    ['a loopback address', '127.0.0.1:8080', 'app'],
    ['localhost', 'localhost:8080', 'app'],
    ['IPv6 loopback', '[::1]:8080', 'app'],
    ['no host at all', undefined, 'app'],
    ['a verified custom domain', 'Links.Acme-Shop.com:443', 'custom'],
    ['a host nobody configured', 'evil.test', 'unknown'],
    ['the server reached by a public address', '203.0.113.7', 'unknown'],
    ['a subdomain of a custom domain', 'x.links.acme-shop.com', 'unknown'],
    ['a verified custom domain with a trailing dot', 'links.acme-shop.com.', 'custom'],
    ["a custom domain's www. variant (not verified)", 'www.links.acme-shop.com', 'unknown'],
    ['a lookalike ending in another name', 'links.acme-shop.com.evil.net', 'unknown'],
    ['a lookalike of a short domain', 'kurz.link.evil.net', 'unknown'],
    ['a loopback lookalike', 'localhost.evil.net', 'unknown'],
    ['an empty Host header', '', 'app'],
  ])('serves %s as %s', (_label, host, site) => {
    expect(siteForHost(host, config, servingDomains)).toBe(site);
  });

  it('lets the app win when the short domain is also the app host (the default)', () => {
    const embedded = loadConfig({ APP_URL: 'http://localhost:8080' });
    expect(siteForHost('localhost:8080', embedded, servingDomains)).toBe('app');
  });
});
