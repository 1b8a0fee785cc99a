import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactPath, launchBrowser } from './support/browser.js';
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
  destinationUrl = `http://localhost:${(destination.address() as AddressInfo).port}/docs/start`;
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.cleanup();
  destination?.close();
});

/** Follows the newest verification link the dev outbox holds, outside the browser. */
async function confirmEmail(): Promise<void> {
  const outbox = (await (await fetch(`${server.url}/api/dev/outbox`)).json()) as {
    messages: { text: string }[];
  };
  const link = new URL(outbox.messages[0]?.text.match(/https?:\/\/\S+/)?.[0] ?? '');
  const verified = await fetch(server.url + link.pathname + link.search, { redirect: 'manual' });
  expect(verified.status).toBeLessThan(400);
}

describe('shortening while signed out', () => {
  it('keeps the link through sign-up and sign-in, then creates it and it redirects', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${server.url}/`);
    await page.getByLabel('Long URL').fill(destinationUrl);
    await page.getByLabel('Custom Short URL').fill('flow-link');
    await page.getByRole('button', { name: 'Sign Up to Shorten URL' }).click();

    await page.getByRole('heading', { level: 1, name: 'Almost there!' }).waitFor();
    expect(new URL(page.url()).search).toBe('?mode=signup');
    await expect(page.getByText(destinationUrl).isVisible()).resolves.toBe(true);
    await page.screenshot({ path: artifactPath('shorten-flow-almost-there.png') });

    await page.getByLabel('Full name').fill('Flow Tester');
    await page.getByLabel('Email').fill('flow@example.com');
    await page.getByLabel('Password').fill('Str0ng!pass');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Check your email').waitFor();

    await confirmEmail();

    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.getByLabel('Email').fill('flow@example.com');
    await page.getByLabel('Password').fill('Str0ng!pass');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    const notice = page.getByText('Your shortened URL is ready!');
    await notice.waitFor();
    const shortUrl = `${server.url}/flow-link`;
    await expect(notice.textContent()).resolves.toContain(shortUrl);
    await page.screenshot({ path: artifactPath('shorten-flow-created.png') });
    expect(await page.evaluate(() => sessionStorage.getItem('kurz.pendingUrl'))).toBeNull();

    await page.goto(shortUrl);
    expect(page.url()).toBe(destinationUrl);
    await page.getByRole('heading', { name: 'You arrived' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
    expect(await server.stop()).toBe(0);
    expect(server.countRows('clicks')).toBe(1);
  });
});
