import { afterAll, beforeAll, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer({ ADMIN_EMAILS: 'boss@example.com' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.cleanup();
});

async function signUp(email: string, name: string): Promise<string> {
  const headers = { origin: server.url, 'content-type': 'application/json' };
  await fetch(`${server.url}/api/auth/sign-up/email`, { method: 'POST', headers, body: JSON.stringify({ email, password: 'Str0ng!pass', name }) });
  const outbox = (await (await fetch(`${server.url}/api/dev/outbox`)).json()) as { messages: { to: string; text: string }[] };
  const link = new URL(outbox.messages.find((m) => m.to === email)?.text.match(/https?:\/\/\S+/)?.[0] ?? '');
  const v = await fetch(server.url + link.pathname + link.search, { redirect: 'manual' });
  return v.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}
const post = (path: string, cookie: string, body: object) =>
  fetch(server.url + path, { method: 'POST', headers: { origin: server.url, 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });

async function shoot(cookie: string, path: string, name: string, act?: (p: import('playwright-core').Page) => Promise<void>) {
  for (const [mode, width, dark] of [['light', 1280, false], ['dark', 1280, true], ['mobile', 390, false]] as const) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: dark ? 'dark' : 'light' });
    await context.addCookies(cookie ? cookie.split('; ').map((pair) => { const [n = '', ...v] = pair.split('='); return { name: n, value: v.join('='), url: server.url }; }) : []);
    await context.addInitScript((isDark) => { try { localStorage.setItem('darkMode', String(isDark)); } catch {} }, dark);
    const page = await context.newPage();
    await page.goto(server.url + path);
    await page.waitForTimeout(1200);
    if (act) await act(page);
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/dashboard-shots/${name}-${mode}.png`, fullPage: true });
    await context.close();
  }
}

it('shoots', async () => {
  const boss = await signUp('boss@example.com', 'Grace Hopper');
  await post('/api/admin/test-plan', boss, { plan: 'pro' });
  for (let i = 0; i < 6; i++) await post('/api/shorten', boss, { full_url: `https://example.com/docs/section-${i}/a-rather-long-path/that-keeps-going?utm_source=newsletter&id=${i}`, short_url: i === 0 ? undefined : `launch-${i}` });
  await shoot(boss, '/user/dashboard?success=true', 'pro');
  await shoot(boss, '/user/dashboard', 'pro-qr', async (p) => { await p.getByRole('button', { name: 'QR code for launch-1' }).click(); await p.getByRole('dialog').getByRole('img').waitFor(); });
  await shoot(boss, '/user/dashboard', 'pro-edit', async (p) => { await p.getByRole('button', { name: 'Edit launch-2' }).click(); });
  const free = await signUp('free@example.com', 'Free Person');
  await shoot(free, '/user/dashboard', 'free-empty');
  await shoot('', '/user/dashboard', 'signed-out');
}, 180_000);
