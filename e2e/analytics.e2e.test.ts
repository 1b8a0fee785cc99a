import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';

const EMAIL = 'analyst@example.com';
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
  destinationUrl = `http://localhost:${(destination.address() as AddressInfo).port}/landing`;
  server = await startServer({ ADMIN_EMAILS: EMAIL });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.cleanup();
  destination?.close();
});

/** Signs the admin up through the API and the dev outbox; returns the session cookies. */
async function signedInCookies(): Promise<{ name: string; value: string }[]> {
  const headers = { origin: server.url, 'content-type': 'application/json' };
  await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: EMAIL, password: 'Str0ng!pass', name: 'Analyst' }),
  });
  const outbox = (await (await fetch(`${server.url}/api/dev/outbox`)).json()) as {
    messages: { text: string }[];
  };
  const link = new URL(outbox.messages[0]?.text.match(/https?:\/\/\S+/)?.[0] ?? '');
  const verified = await fetch(server.url + link.pathname + link.search, { redirect: 'manual' });
  return verified.headers.getSetCookie().map((cookie) => {
    const [pair = ''] = cookie.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
}

describe('analytics', () => {
  it('shows a premium user the three clicks their short link got in Chromium', async () => {
    const cookies = await signedInCookies();
    const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    const headers = { origin: server.url, 'content-type': 'application/json', cookie };
    const plan = await fetch(`${server.url}/api/admin/test-plan`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ plan: 'premium' }),
    });
    expect(plan.status).toBe(200);
    const created = await fetch(`${server.url}/api/shorten`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ full_url: destinationUrl, short_url: 'counted' }),
    });
    expect(created.status).toBe(200);

    const context = await browser.newContext();
    await context.addCookies(cookies.map((c) => ({ ...c, url: server.url })));
    const page = await context.newPage();
    for (let i = 0; i < 3; i++) {
      await page.goto(`${server.url}/counted`);
      expect(page.url()).toBe(destinationUrl);
    }

    await page.goto(`${server.url}/user/analytics`);
    const total = page.getByRole('region', { name: 'Total clicks' });
    await total.getByText('3', { exact: true }).waitFor();
    await page.getByRole('link', { name: /Analytics for .*\/counted$/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Link analytics' }).waitFor();
    expect(new URL(page.url()).searchParams.get('link')).toBeTruthy();
    await context.close();
  });
});
