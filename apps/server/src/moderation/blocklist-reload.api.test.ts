import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type AuthClient, signedInClient } from '../../test/auth-client.js';
import { countClicks } from '../../test/seed.js';

let t: TestApp;
let base: string;
let ada: AuthClient;
let file: string;

beforeEach(async () => {
  t = await createTestApp({ BLOCKED_HOSTS: 'configured.example' });
  file = path.join(t.config.dataDir, 'blocklist.txt'); // the default: <DATA_DIR>/blocklist.txt
  ada = await signedInClient(t.app, 'ada@example.com');
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => t.close());

const open = (code: string) => fetch(`${base}/${code}`, { redirect: 'manual' });
const shorten = (full_url: string, short_url?: string) =>
  ada.post('/api/shorten', { full_url, ...(short_url && { short_url }) });

/** Waits for the watch (or the periodic stat) to apply the file: what an operator relies on. */
async function until(check: () => Promise<boolean>, withinMs = 8000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the blocklist change was not applied in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the blocklist file, edited while the server runs', () => {
  it('refuses the next create and answers 451 for a cached link to it, without restart', async () => {
    expect((await shorten('https://login.bank.example/verify', 'soon-bad')).statusCode).toBe(200);
    expect((await shorten('https://files.example/shared/evil.exe', 'evil-file')).statusCode).toBe(
      200,
    );
    expect((await open('soon-bad')).status).toBe(302); // cached from here on
    expect((await open('evil-file')).status).toBe(302);

    fs.writeFileSync(
      file,
      '# reported 2026-11-25\nbank.example\nnot a host name\nhttps://files.example/shared/\n',
    );
    await until(async () => (await open('soon-bad')).status === 451);
    // Polled redirects before the reload counted; none from here on.
    await t.app.clicks.flush();
    const clicksBefore = await countClicks(t.db);

    const refused = await shorten('https://www.bank.example/other');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('This destination is blocked');
    expect((await shorten('https://files.example/shared/other.exe')).statusCode).toBe(400);
    expect((await shorten('https://files.example/public/fine.pdf')).statusCode).toBe(200);
    const listed = (await ada.get('/api/links')).json().links;
    const stateOf = (code: string) =>
      listed.find((link: { short_url: string }) => link.short_url === code)?.is_disabled;
    expect([stateOf('soon-bad'), stateOf('evil-file')]).toEqual([true, true]);
    // The bad line was skipped, the lines after it kept.
    expect((await open('evil-file')).status).toBe(451);
    expect((await open('soon-bad')).status).toBe(451); // from the cache now
    await t.app.clicks.flush();
    expect(await countClicks(t.db)).toBe(clicksBefore);

    fs.rmSync(file); // an absent file is an empty list
    await until(async () => (await open('soon-bad')).status === 302);
    expect((await shorten('https://bank.example/again')).statusCode).toBe(200);
  });

  it('keeps BLOCKED_HOSTS with the file, through the same matcher, on edit too', async () => {
    const created = await shorten('https://fine.example/', 'edit-me');
    const edit = (full_url: string) =>
      ada.send('PATCH', `/api/links/${created.json().id}`, { full_url });
    expect((await edit('https://cdn.configured.example/x')).statusCode).toBe(400);
    fs.writeFileSync(file, 'file.example\n');
    await t.app.blocklist.reload();
    expect((await edit('https://file.example/x')).json().error).toBe('This destination is blocked');
    expect((await edit('https://configured.example/x')).statusCode).toBe(400);
    expect((await edit('https://fine.example/other')).statusCode).toBe(200);
  });
});

describe('a URL prefix in the blocklist file', () => {
  it('refuses the paths under it however they are spelled, and disables links already there', async () => {
    expect((await shorten('https://prefix.example.org/%62ad/early', 'early-bad')).statusCode).toBe(
      200,
    );
    fs.writeFileSync(file, 'https://prefix.example.org/bad/\n');
    await until(async () => (await open('early-bad')).status === 451);
    for (const spelling of [
      'https://prefix.example.org/%62ad/x',
      'https://prefix.example.org/%62%61%64/x',
      'https://prefix.example.org/x/%2e%2e/bad/x',
      'https://PREFIX.EXAMPLE.ORG./bad/x',
    ]) {
      const refused = await shorten(spelling);
      expect(refused.statusCode, spelling).toBe(400);
      expect(refused.json().error).toBe('This destination is blocked');
    }
    expect((await shorten('https://prefix.example.org/good/x')).statusCode).toBe(200);
  });
});
