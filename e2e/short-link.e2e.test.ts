import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;
let destination: http.Server;
let destinationUrl: string;

beforeAll(async () => {
  destination = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>Destination</title><h1>You arrived</h1>');
  });
  await new Promise<void>((resolve) => destination.listen(0, '127.0.0.1', resolve));
  // localhost, not 127.0.0.1: the server itself is 127.0.0.1, and its own host is refused.
  destinationUrl = `http://localhost:${(destination.address() as AddressInfo).port}/landing`;
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.cleanup();
  destination?.close();
});

/** Signs a user up through the API and the dev outbox; returns its session cookie. */
async function signedInCookie(): Promise<string> {
  const headers = { origin: server.url, 'content-type': 'application/json' };
  await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'e2e@example.com', password: 'Str0ng!pass', name: 'E2E' }),
  });
  const outbox = (await (await fetch(`${server.url}/api/dev/outbox`)).json()) as {
    messages: { text: string }[];
  };
  const link = new URL(outbox.messages[0]?.text.match(/https?:\/\/\S+/)?.[0] ?? '');
  const verified = await fetch(server.url + link.pathname + link.search, { redirect: 'manual' });
  return verified.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

describe('a short link', () => {
  it('opened in Chromium lands on its destination and counts one click', async () => {
    const cookie = await signedInCookie();
    const created = await fetch(`${server.url}/api/shorten`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/json', cookie },
      body: JSON.stringify({ full_url: destinationUrl, short_url: 'e2e-link' }),
    });
    expect(created.status).toBe(200);
    const { shortened_url } = (await created.json()) as { shortened_url: string };
    expect(shortened_url.endsWith('/e2e-link')).toBe(true);

    const page = await browser.newPage();
    const missing = await page.goto(`${server.url}/no-such-link`);
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Link Not Found' }).waitFor();

    await page.goto(`${server.url}/e2e-link`);
    expect(page.url()).toBe(destinationUrl);
    await expect(page.getByRole('heading', { name: 'You arrived' }).isVisible()).resolves.toBe(
      true,
    );
    await page.close();

    expect(await server.stop()).toBe(0);
    expect(server.countRows('clicks')).toBe(1);
  });
});
