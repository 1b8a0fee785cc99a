import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { countClicks, seedLink, seedUser } from '../../test/seed.js';
import { useWebDist } from '../../test/web-dist.js';

/**
 * A link whose destination is this server under a spelling the destination rule cannot
 * know (its IP address, another DNS name pointing here) must not redirect to itself: the
 * attack run saw a loop recording a click per hop. Only our own hosts resolve codes.
 */
const web = useWebDist();
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: web.dir });
  await seedUser(t.db, 'owner', 'free');
  await seedLink(t.db, 'ip', 'owner', { code: 'loop-ip', url: 'http://203.0.113.9/loop-ip' });
  await seedLink(t.db, 'alias', 'owner', {
    code: 'loop-alias',
    url: 'https://kurz-prod.example.net/loop-alias',
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** A GET over the socket with this Host (fetch would send the socket's address instead). */
function get(path: string, host: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(base + path, { headers: { host } }, (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, location: response.headers.location });
      })
      .on('error', reject);
  });
}

/** The request a browser following `location` sends. */
function visit(location: string) {
  const url = new URL(location);
  return get(url.pathname + url.search, url.host);
}

/** Follows redirects as a browser would, up to `limit` hops; returns the statuses seen. */
async function follow(start: string, limit = 5): Promise<number[]> {
  const statuses: number[] = [];
  let next: string | undefined = start;
  while (next && statuses.length < limit) {
    const { status, location } = await visit(next);
    statuses.push(status);
    next = status >= 300 && status < 400 ? location : undefined;
  }
  return statuses;
}

describe('a link back to this server under another spelling', () => {
  it.each([
    ['its IP address', 'http://kurz.link/loop-ip'],
    ['another name for it', 'http://kurz.link/loop-alias'],
  ])(
    'ends after one hop when the destination is %s (cached or not), one click',
    async (_, start) => {
      await t.app.clicks.flush();
      const before = await countClicks(t.db);
      // Twice: the first fills the cache through Fastify's route, the second is the fast path.
      expect(await follow(start)).toEqual([302, 404]);
      expect(await follow(start)).toEqual([302, 404]);
      await t.app.clicks.flush();
      expect((await countClicks(t.db)) - before).toBe(2);
    },
  );

  it('answers /api/redirect on an unknown host with not found', async () => {
    expect((await get('/api/redirect?code=loop-ip', '203.0.113.9')).status).toBe(404);
    expect((await get('/api/redirect?code=loop-ip', 'app.kurz.test')).status).toBe(200);
  });

  it.each([
    'kurz.link',
    'www.kurz.link',
    'KURZ.LINK.',
    'app.kurz.test',
    '127.0.0.1',
    'localhost:8080',
    '[::1]:8080',
  ])('still resolves codes on our own host %s', async (host) => {
    const { status, location } = await visit(`http://${host}/loop-ip`);
    expect(status).toBe(302);
    expect(location).toBe('http://203.0.113.9/loop-ip');
  });
});
