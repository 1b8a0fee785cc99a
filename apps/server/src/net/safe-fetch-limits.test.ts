import { afterEach, describe, expect, it } from 'vitest';
import { failureOf } from '../../test/failure-of.js';
import {
  allowOnly,
  type LoopbackServer,
  resolverOf,
  startLoopbackServer,
} from '../../test/loopback-http.js';
import { createSafeFetch } from './create-safe-fetch.js';

const servers: LoopbackServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serve(
  handler: Parameters<typeof startLoopbackServer>[0],
  host?: string,
): Promise<LoopbackServer> {
  const server = await startLoopbackServer(handler, host);
  servers.push(server);
  return server;
}

describe('the SSRF-safe fetcher', () => {
  it('connects to the address it checked and sends the name as Host', async () => {
    const site = await serve((_request, response) => response.end('hello'));
    // The system resolver knows no `.invalid` name: only a pinned connection can succeed.
    const resolve = resolverOf({ 'site.invalid': '127.0.0.1' });
    const fetch = createSafeFetch({ resolve, policy: allowOnly(site) });
    const response = await fetch({ url: `http://site.invalid:${site.port}/page?q=1` });
    expect(response).toMatchObject({ status: 200, redirects: 0, isTruncated: false });
    expect(response.body.toString()).toBe('hello');
    expect(site.requests[0]?.url).toBe('/page?q=1');
    expect(site.requests[0]?.headers.host).toBe(`site.invalid:${site.port}`);
    expect(resolve.calls).toEqual(['site.invalid']);
  });

  it('tries the next checked address when one does not answer', async () => {
    const site = await serve((_request, response) => response.end('second'));
    const silent = { host: '127.0.0.2', port: site.port };
    const resolve = resolverOf({ 'two.invalid': ['127.0.0.2', '127.0.0.1'] });
    const fetch = createSafeFetch({ resolve, policy: allowOnly(silent, site) });
    const response = await fetch({ url: `http://two.invalid:${site.port}/` });
    expect(response.body.toString()).toBe('second');
  });

  it('follows up to five redirects, checking each hop', async () => {
    const site = await serve((request, response) => {
      const step = Number(request.url.slice(1));
      if (step < 5) response.writeHead(302, { location: `/${step + 1}` }).end();
      else response.end(`arrived after ${step}`);
    });
    const resolve = resolverOf({ 'hops.invalid': '127.0.0.1' });
    const fetch = createSafeFetch({ resolve, policy: allowOnly(site) });
    const response = await fetch({ url: `http://hops.invalid:${site.port}/0` });
    expect(response).toMatchObject({ status: 200, redirects: 5 });
    expect(response.url).toBe(`http://hops.invalid:${site.port}/5`);
    expect(resolve.calls).toHaveLength(6);
  });

  it('gives up at the sixth redirect', async () => {
    const loop = await serve((request, response) =>
      response.writeHead(301, { location: `${request.url}x` }).end(),
    );
    const fetch = createSafeFetch({ policy: allowOnly(loop) });
    const failure = await failureOf(fetch({ url: `http://127.0.0.1:${loop.port}/` }));
    expect(failure.reason).toBe('too-many-redirects');
    expect(loop.requests).toHaveLength(6);
  });

  it('drops credentials on a redirect to another origin and GETs after a 303', async () => {
    const target = await serve((_request, response) => response.end('ok'));
    const origin = await serve((_request, response) =>
      response.writeHead(303, { location: `http://127.0.0.1:${target.port}/done` }).end(),
    );
    const fetch = createSafeFetch({ policy: allowOnly(origin, target) });
    await fetch({
      url: `http://127.0.0.1:${origin.port}/hook`,
      method: 'POST',
      headers: { authorization: 'Bearer secret', 'content-type': 'text/plain' },
      body: 'payload',
    });
    expect(origin.requests[0]).toMatchObject({ method: 'POST', body: 'payload' });
    expect(origin.requests[0]?.headers.authorization).toBe('Bearer secret');
    expect(target.requests[0]).toMatchObject({ method: 'GET', body: '' });
    expect(target.requests[0]?.headers.authorization).toBeUndefined();
    expect(target.requests[0]?.headers['content-type']).toBeUndefined();
  });

  it('reads at most 64 KiB of a body by default and cuts the connection there', async () => {
    const chunk = Buffer.alloc(16 * 1024, 'a');
    let written = 0;
    const huge = await serve((_request, response) => {
      const pump = () => {
        while (written < 64 * 1024 * 1024) {
          written += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      pump();
    });
    const response = await createSafeFetch({ policy: allowOnly(huge) })({
      url: `http://127.0.0.1:${huge.port}/`,
    });
    expect(response.body.length).toBe(64 * 1024);
    expect(response.isTruncated).toBe(true);
    expect(written).toBeLessThan(64 * 1024 * 1024);
  });

  it('reads status and headers only when asked for no body', async () => {
    const site = await serve((_request, response) => response.end('x'.repeat(1000)));
    const response = await createSafeFetch({ policy: allowOnly(site) })({
      url: `http://127.0.0.1:${site.port}/`,
      maxBodyBytes: 0,
    });
    expect(response).toMatchObject({ status: 200, isTruncated: true });
    expect(response.body.length).toBe(0);
  });

  it.each([
    ['asked for no body', 0],
    ['on a redirect', 64 * 1024],
  ])('returns at the headers when %s, however slow the body', async (_label, maxBodyBytes) => {
    const target = await serve((_request, response) => response.end('done'));
    const holding = await serve((_request, response) => {
      const redirect = maxBodyBytes > 0;
      response.writeHead(redirect ? 302 : 200, {
        'content-length': '1000',
        ...(redirect ? { location: `http://127.0.0.1:${target.port}/` } : {}),
      });
      response.flushHeaders(); // …and the 1,000 bytes never come.
    });
    const fetch = createSafeFetch({ policy: allowOnly(holding, target), timeoutMs: 1_000 });
    const response = await fetch({ url: `http://127.0.0.1:${holding.port}/`, maxBodyBytes });
    expect(response.status).toBe(200);
  });

  it.each([
    ['a server that never answers', () => serve(undefined)],
    [
      'a body that trickles',
      () =>
        serve((_request, response) => {
          response.writeHead(200);
          const timer = setInterval(() => response.write('.'), 20);
          response.on('close', () => clearInterval(timer));
        }),
    ],
  ])('stops waiting for %s at the deadline', async (_label, start) => {
    const slow = await start();
    const started = Date.now();
    const fetch = createSafeFetch({ policy: allowOnly(slow), timeoutMs: 300 });
    const failure = await failureOf(fetch({ url: `http://127.0.0.1:${slow.port}/` }));
    expect(failure.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('stops waiting for a resolver that never answers at the deadline', async () => {
    const fetch = createSafeFetch({ resolve: () => new Promise(() => {}), timeoutMs: 200 });
    const failure = await failureOf(fetch({ url: 'http://stuck.invalid/' }));
    expect(failure.reason).toBe('timeout');
  });

  it('reports a name that does not resolve, and a refused connection', async () => {
    const fetch = createSafeFetch({ resolve: resolverOf({}) });
    expect((await failureOf(fetch({ url: 'http://nowhere.invalid/' }))).reason).toBe('dns');
    const closed = await serve(undefined);
    await closed.close();
    const refused = createSafeFetch({ policy: allowOnly(closed) });
    const failure = await failureOf(refused({ url: `http://127.0.0.1:${closed.port}/` }));
    expect(failure.reason).toBe('connect');
  });
});
