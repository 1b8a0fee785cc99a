import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failureOf } from '../../test/failure-of.js';
import {
  allowOnly,
  type LoopbackServer,
  resolverOf,
  startLoopbackServer,
} from '../../test/loopback-http.js';
import { createSafeFetch } from './create-safe-fetch.js';

let server: LoopbackServer;
beforeEach(async () => {
  server = await startLoopbackServer((request, response) => {
    if (request.url === '/moved') response.writeHead(302, { location: '/elsewhere' });
    response.end(request.method);
  });
});
afterEach(() => server.close());

describe('checkUrl, as webhook URLs are saved', () => {
  it.each([
    ['a loopback literal', 'http://127.0.0.1:9/', 'refused-address'],
    ['a name resolving to a private address', 'https://inside.example/', 'refused-address'],
    [
      'a name with one private address among public ones',
      'https://mixed.example/',
      'refused-address',
    ],
    ['a name that does not resolve', 'https://nowhere.example/', 'dns'],
    ['credentials', 'https://u:p@public.example/', 'bad-url'],
    ['another scheme', 'ftp://public.example/', 'bad-url'],
  ])('refuses %s without connecting', async (_label, url, reason) => {
    const fetch = createSafeFetch({
      resolve: resolverOf({
        'inside.example': '10.0.0.7',
        'mixed.example': ['93.184.215.14', '192.168.1.1'],
        'public.example': '93.184.215.14',
      }),
    });
    expect((await failureOf(fetch.checkUrl(url))).reason).toBe(reason);
    expect(server.accepted).toBe(0);
  });

  it('accepts a name resolving to public addresses only, and connects to nothing', async () => {
    const fetch = createSafeFetch({ resolve: resolverOf({ 'public.example': '93.184.215.14' }) });
    await expect(fetch.checkUrl('https://public.example/hook')).resolves.toBeUndefined();
  });

  it('judges with the policy the fetcher delivers with', async () => {
    const fetch = createSafeFetch({ policy: allowOnly(server) });
    await expect(fetch.checkUrl(`http://127.0.0.1:${server.port}/in`)).resolves.toBeUndefined();
    expect(server.accepted).toBe(0);
  });
});

describe('followRedirects: false', () => {
  it('answers with the redirect itself, the POST not sent on as a GET', async () => {
    const fetch = createSafeFetch({ policy: allowOnly(server) });
    const url = `http://127.0.0.1:${server.port}/moved`;
    const answer = await fetch({ url, method: 'POST', body: '{}', followRedirects: false });
    expect(answer.status).toBe(302);
    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /moved',
    ]);
    const followed = await fetch({ url, method: 'POST', body: '{}' });
    expect(followed.redirects).toBe(1);
  });
});
