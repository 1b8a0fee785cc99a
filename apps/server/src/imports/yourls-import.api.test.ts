import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  type ImportOwner,
  importAcrossRestart,
  importToTheEnd,
  listedByCode,
  newImportOwner,
  seedOutcomes,
  storedImportKey,
} from '../../test/import-harness.js';
import { startLoopbackServer } from '../../test/loopback-http.js';
import { json } from '../../test/vendors/shlink-server.js';
import { html, rateLimited } from '../../test/vendors/vendor-http.js';
import {
  startYourlsServer,
  type YourlsSeed,
  type YourlsServer,
} from '../../test/vendors/yourls-server.js';

/** Imports from a YOURLS-shaped loopback server through the public API. */
let t: TestApp;
const SIGNATURE = 'a1b2c3d4e5-yourls-signature';
/** Every log line the app wrote, at debug and above: the signature must be in none. */
const logged: string[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk));
      done();
    },
  });
  t = await createTestApp(
    { IMPORT_PRIVATE_HOSTS: '127.0.0.1', BLOCKED_HOSTS: 'blocked.example' },
    { log: pino({ level: 'debug' }, sink) },
  );
});
afterAll(() => t.close());

/** `n` links a minute apart from 2023-03-04 10:00:00, keywords `{prefix}{i}`. */
const seeds = (prefix: string, n: number): YourlsSeed[] =>
  Array.from({ length: n }, (_, i) => ({
    keyword: `${prefix}${String(i).padStart(4, '0')}`,
    url: `https://example.com/${prefix}/${i}`,
    title: `YOURLS link ${i}`,
    timestamp: new Date(Date.UTC(2023, 2, 4, 10, i)).toISOString().slice(0, 19).replace('T', ' '),
    clicks: i % 7,
  }));

const importFrom = (owner: ImportOwner, baseUrl: string, extra: object = {}) =>
  importToTheEnd(owner, { source: 'yourls', base_url: baseUrl, api_key: SIGNATURE, ...extra });

describe('importing from YOURLS', () => {
  it('reads every page newest first, with each outcome, the clicks and the mapped domain', async () => {
    const owner = await newImportOwner(t);
    await seedOutcomes(t, owner, {
      sameCode: 'yo-same1',
      sameUrl: 'https://example.com/same',
      takenCode: 'yo-taken',
      domain: 'go.kurz.link',
    });
    const links = seeds('yopg', 226);
    links.push(
      { keyword: 'yo-same1', url: 'https://example.com/same', timestamp: '2020-01-01 00:00:01' },
      { keyword: 'yo-taken', url: 'https://example.com/mine', timestamp: '2020-01-01 00:00:02' },
      { keyword: 'yo-block', url: 'https://blocked.example/x', timestamp: '2020-01-01 00:00:03' },
      { keyword: 'yo-nourl', url: '', timestamp: '2020-01-01 00:00:04' },
    );
    const yourls = await startYourlsServer({ signature: SIGNATURE, links });
    const job = await importFrom(owner, yourls.baseUrl, {
      domain_map: { 'sho.rt': 'go.kurz.link' },
    });
    await yourls.close();
    expect(job).toMatchObject({
      status: 'done',
      total: 230,
      created: 226,
      existing: 1,
      conflicts: 1,
      refused: 1,
      errors: 1,
    });
    expect(yourls.starts).toEqual([0, 100, 200]);
    expect(yourls.paths[0]).toMatch(
      /^\/yourls-api\.php\?action=stats&filter=last&limit=100&start=0&format=json&signature=/,
    );
    expect(await listedByCode(owner, 'yopg0007')).toMatchObject({
      domain: 'go.kurz.link',
      full_url: 'https://example.com/yopg/7',
      title: 'YOURLS link 7',
      tags: [],
      clicks: 0,
      imported_clicks: 0,
      imported_created_at: '2023-03-04T10:07:00.000Z',
    });
    expect(await listedByCode(owner, 'yopg0012')).toMatchObject({ imported_clicks: 5 });
  });

  it('creates nothing new on a second run', async () => {
    const owner = await newImportOwner(t);
    const yourls = await startYourlsServer({ signature: SIGNATURE, links: seeds('yotw', 30) });
    const first = await importFrom(owner, yourls.baseUrl);
    const second = await importFrom(owner, yourls.baseUrl);
    await yourls.close();
    expect(first).toMatchObject({ status: 'done', created: 30 });
    expect(second).toMatchObject({ status: 'done', created: 0, existing: 30, conflicts: 0 });
  });

  it('skips no link when links are made on the source while it reads', async () => {
    const owner = await newImportOwner(t);
    const links = seeds('yomv', 250);
    let made = false;
    const yourls = await startYourlsServer({
      signature: SIGNATURE,
      links,
      fault: (path) => {
        // Three links made after page 1 push every older one three places on.
        if (made || !path.includes('start=100')) return false;
        made = true;
        links.push(
          ...seeds('yonw', 3).map((seed) => ({
            ...seed,
            timestamp: `2025${seed.timestamp.slice(4)}`,
          })),
        );
        return false;
      },
    });
    const job = await importFrom(owner, yourls.baseUrl);
    await yourls.close();
    // Page 2 was read again three places on, so nothing older was skipped.
    expect(yourls.starts).toEqual([0, 100, 103, 203]);
    expect(job).toMatchObject({ status: 'done', created: 250, existing: 0, errors: 0 });
    for (const code of ['yomv0000', 'yomv0149', 'yomv0150', 'yomv0249']) {
      expect(await listedByCode(owner, code), code).toBeDefined();
    }
  });

  it('waits out a 429 for as long as Retry-After says, then goes on', async () => {
    const owner = await newImportOwner(t);
    let limited = 0;
    const yourls = await startYourlsServer({
      signature: SIGNATURE,
      links: seeds('yorl', 120),
      fault: (path, response) => {
        if (!path.includes('start=100') || limited++ > 0) return false;
        rateLimited(response, '1', { errorCode: 429, message: 'Too many requests' });
        return true;
      },
    });
    const started = Date.now();
    const job = await importFrom(owner, yourls.baseUrl);
    await yourls.close();
    expect(job).toMatchObject({ status: 'done', created: 120 });
    expect(yourls.starts).toEqual([0, 100]);
    expect(yourls.paths.filter((path) => path.includes('start=100'))).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('fails clearly on a signature YOURLS refuses (403), and the key is nowhere to be seen', async () => {
    const owner = await newImportOwner(t);
    const yourls = await startYourlsServer({ signature: 'another-one', links: seeds('yofb', 3) });
    const job = await importFrom(owner, yourls.baseUrl);
    await yourls.close();
    expect(job).toMatchObject({ status: 'failed', created: 0 });
    expect(job.message).toMatch(/refused the API key \(403\)/);
    expect(await storedImportKey(t, job.id)).toBeNull();
    const list = await owner.call('GET', '/api/v1/imports');
    const view = await owner.call('GET', `/api/v1/imports/${job.id}`);
    for (const shown of [list.body, view.body, logged.join('')]) {
      expect(shown).not.toContain(SIGNATURE);
    }
    expect(logged.join('')).toContain('import failed at its source');
  });

  it('keeps a signature pasted into base_url out of the job it shows', async () => {
    const owner = await newImportOwner(t);
    const yourls = await startYourlsServer({ signature: SIGNATURE, links: seeds('yobu', 2) });
    const job = await importFrom(owner, `${yourls.baseUrl}/?signature=${SIGNATURE}`);
    await yourls.close();
    expect(job).toMatchObject({ status: 'done', created: 2, base_url: yourls.baseUrl });
    expect(JSON.stringify(job)).not.toContain(SIGNATURE);
  });

  it('never follows a redirect to another host: the signature stays with the source', async () => {
    const owner = await newImportOwner(t);
    const trap = await startLoopbackServer(undefined, '127.0.0.2');
    const yourls = await startYourlsServer({
      signature: SIGNATURE,
      links: seeds('yord', 3),
      fault: (path, response) => {
        response.writeHead(302, { location: `http://127.0.0.2:${trap.port}${path}` });
        response.end();
        return true;
      },
    });
    const job = await importFrom(owner, yourls.baseUrl);
    await Promise.all([yourls.close(), trap.close()]);
    expect(job).toMatchObject({ status: 'failed', created: 0 });
    expect(job.message).toMatch(/redirected to another host/);
    expect(job.message).not.toContain(SIGNATURE);
    expect(trap.accepted).toBe(0);
  });

  it.each([
    [
      'an HTML page (no YOURLS at base_url)',
      (r: import('node:http').ServerResponse) => html(r, 200, '<!doctype html><title>Blog</title>'),
      /text\/html, not JSON/,
    ],
    [
      "JSON that is not YOURLS's stats",
      (r: import('node:http').ServerResponse) => json(r, 200, { links: [], total: 3 }),
      /not YOURLS's stats of links/,
    ],
    [
      'a 500 every time',
      (r: import('node:http').ServerResponse) =>
        json(r, 500, { message: 'Error establishing a database connection' }),
      /answered 500/,
    ],
  ])('fails clearly on %s', async (_name, answer, message) => {
    const owner = await newImportOwner(t);
    const yourls = await startYourlsServer({
      signature: SIGNATURE,
      links: seeds('yoer', 3),
      fault: (_path, response) => {
        answer(response);
        return true;
      },
    });
    const job = await importFrom(owner, yourls.baseUrl);
    await yourls.close();
    expect(job).toMatchObject({ status: 'failed', created: 0 });
    expect(job.message).toMatch(message);
  });

  it('resumes at the page it stopped on in a new process, with the right counts', async () => {
    let yourls: YourlsServer | undefined;
    let lists = 0;
    const { midway, job } = await importAcrossRestart({
      source: 'yourls',
      key: SIGNATURE,
      start: async (hold) => {
        yourls = await startYourlsServer({
          signature: SIGNATURE,
          links: seeds('yors', 250),
          fault: (path, response) =>
            path.includes('action=stats') && ++lists === 3 ? hold(response) : false,
        });
        return yourls;
      },
    });
    expect(midway).toMatchObject({ status: 'running', created: 200 });
    expect(job).toMatchObject({ status: 'done', created: 250, existing: 0, errors: 0 });
    // Resumed at its `start`, not from the newest link again.
    expect(yourls?.starts.filter((start) => start === 0)).toHaveLength(1);
    expect(yourls?.starts.at(-1)).toBe(200);
  });
});
