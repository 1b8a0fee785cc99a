import http from 'node:http';
import net from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signedInClient } from '../../test/auth-client.js';
import { seedLink } from '../../test/seed.js';

let t: TestApp;
let base: string;
beforeEach(async () => {
  t = await createTestApp();
  const ada = await signedInClient(t.app, 'ada@example.com');
  await ada.post('/api/shorten', { full_url: 'https://example.com/ü?x=1', short_url: 'fast-one' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => t.close());

const open = (path: string, method = 'GET') =>
  fetch(base + path, {
    method,
    redirect: 'manual',
    headers: { host: 'kurz.link', 'user-agent': 'Mozilla/5.0 Firefox/128.0' },
  });

describe('the redirect fast path (a real listening server)', () => {
  it('answers the cached repeat like the first, and counts both', async () => {
    const first = await open('/fast-one');
    const second = await open('/fast-one?qr=1');
    for (const response of [first, second]) {
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('https://example.com/%C3%BC?x=1');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
    expect((await open('/fast-one', 'HEAD')).status).toBe(302);
    await t.app.clicks.flush();
    const clicks = await t.db.kysely
      .selectFrom('clicks')
      .select(['is_qr'])
      .orderBy('clicked_at')
      .execute();
    expect(clicks.map((click) => click.is_qr).sort()).toEqual([0, 1]);
  });

  it('keeps the same code on two short domains apart, host after host', async () => {
    const ada = await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'ada@example.com')
      .executeTakeFirstOrThrow();
    for (const domain of ['kurz.link', 'go.kurz.link'])
      await seedLink(t.db, `twin-${domain}`, ada.id, {
        domain,
        code: 'twinlink',
        url: `https://${domain}.example/`,
      });
    // node:http, not fetch: fetch does not send a Host header of our choosing.
    const via = (host: string) =>
      new Promise<string | undefined>((resolve, reject) => {
        http
          .get(`${base}/twinlink`, { headers: { host } }, (response) => {
            response.resume();
            resolve(response.headers.location);
          })
          .on('error', reject);
      });
    // Twice round, so the second round comes from the cache (the fast path) for both.
    const hosts = ['kurz.link', 'go.kurz.link', 'www.go.kurz.link', 'kurz.link', 'go.kurz.link'];
    const locations = [];
    for (const host of [...hosts, ...hosts]) locations.push(await via(host));
    const expected = [
      'https://kurz.link.example/',
      'https://go.kurz.link.example/',
      'https://go.kurz.link.example/',
      'https://kurz.link.example/',
      'https://go.kurz.link.example/',
    ];
    expect(locations).toEqual([...expected, ...expected]);
  });

  it('reads host, user agent and referrer whatever their case, the first value of each', async () => {
    await open('/fast-one'); // now cached: the next comes through the fast path
    const { port } = new URL(base);
    const head = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () =>
        socket.end(
          [
            'GET /fast-one HTTP/1.1',
            'HOST: kurz.link',
            'USER-AGENT: Mozilla/5.0 Firefox/128.0',
            'user-agent: curl/8',
            'Referer: https://first.example/',
            'referer: https://second.example/',
            'Connection: close',
            '',
            '',
          ].join('\r\n'),
        ),
      );
      let received = '';
      socket.on('data', (chunk) => (received += chunk));
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    expect(head).toMatch(/^HTTP\/1\.1 302/);
    await t.app.clicks.flush();
    const clicks = await t.db.kysely
      .selectFrom('clicks')
      .select(['browser', 'referrer_host'])
      .where('referrer_host', 'is not', null)
      .execute();
    expect(clicks).toEqual([{ browser: 'Firefox', referrer_host: 'first.example' }]);
  });

  it('leaves unknown codes and app pages to the app', async () => {
    const miss = await open('/not-a-link');
    expect(miss.status).not.toBe(302);
    expect(miss.headers.get('location')).toBeNull();
    const page = await fetch(`${base}/pricing`, { headers: { host: 'app.kurz.test' } });
    expect(page.status).toBe(503);
  });
});
