import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { siteForHost } from './host-routing.js';

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
    ['an unknown host', '127.0.0.1:8080', 'app'],
    ['no host at all', undefined, 'app'],
  ])('serves %s as %s', (_label, host, site) => {
    expect(siteForHost(host, config)).toBe(site);
  });

  it('lets the app win when the short domain is also the app host (the default)', () => {
    const embedded = loadConfig({ APP_URL: 'http://localhost:8080' });
    expect(siteForHost('localhost:8080', embedded)).toBe('app');
  });
});
