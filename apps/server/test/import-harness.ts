import type { ServerResponse } from 'node:http';
import type { ImportJobView, ImportSource } from '@kurz/shared';
import pino from 'pino';
import { expect, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { createTestApp, type TestApp } from './app.js';
import { signedInClient } from './auth-client.js';
import { PATIENTLY } from './patiently.js';
import { json } from './vendors/shlink-server.js';

/** Polled like a script would: a key may make 120 calls a minute. */
export const IMPORT_POLL = { ...PATIENTLY, interval: 300 };

let people = 0;

/** A new pro member with a links key, so tests share no links; `call` speaks /api/v1 as them. */
export async function newImportOwner(t: TestApp) {
  const email = `import-owner-${++people}-${Date.now()}@example.com`;
  const client = await signedInClient(t.app, email);
  await t.db.kysely
    .updateTable('users')
    .set({ subscription_plan: 'pro' })
    .where('email', '=', email)
    .execute();
  const created = await client.post('/api/api-keys', {
    name: 'importer',
    scopes: ['links:read', 'links:write'],
  });
  expect(created.statusCode).toBe(201);
  const secret: string = created.json().secret;
  /** `on`: another app over the same database (a restarted process). */
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, on = t.app) =>
    on.inject({
      method,
      url,
      headers: { host: 'app.kurz.test', authorization: `Bearer ${secret}` },
      ...(payload && { payload }),
    });
  return { call, secret, email };
}
export type ImportOwner = Awaited<ReturnType<typeof newImportOwner>>;

/** Queues an import and waits for it to end, as a script polling the job would. */
export async function importToTheEnd(
  owner: Pick<ImportOwner, 'call'>,
  body: { source: ImportSource; base_url: string; api_key: string } & Record<string, unknown>,
): Promise<ImportJobView> {
  const posted = await owner.call('POST', '/api/v1/imports', body);
  expect(posted.statusCode, posted.body).toBe(202);
  const { id } = posted.json();
  return vi.waitFor(async () => {
    const job = (await owner.call('GET', `/api/v1/imports/${id}`)).json();
    expect(['done', 'failed']).toContain(job.status);
    return job;
  }, IMPORT_POLL);
}

/** The key the job keeps while it runs; null once it ended. */
export async function storedImportKey(t: TestApp, id: string): Promise<string | null> {
  const row = await t.db.kysely
    .selectFrom('imports')
    .select('api_key')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.api_key;
}

/** The owner's link with this code, as the API lists it. */
export async function listedByCode(owner: ImportOwner, code: string) {
  const answer = await owner.call('GET', `/api/v1/links?search=${encodeURIComponent(code)}`);
  return answer.json().links.find((link: { short_url: string }) => link.short_url === code);
}

/**
 * Links in place on `domain` before an import, one of each outcome besides created:
 * `sameCode` already the owner's to the same destination, `takenCode` another workspace's
 * elsewhere.
 */
export async function seedOutcomes(
  t: TestApp,
  owner: ImportOwner,
  links: { sameCode: string; sameUrl: string; takenCode: string; domain: string },
): Promise<void> {
  const other = await newImportOwner(t);
  const taken = await other.call('POST', '/api/v1/links', {
    full_url: 'https://example.com/theirs',
    short_url: links.takenCode,
    domain: links.domain,
  });
  expect(taken.statusCode, taken.body).toBe(201);
  const same = await owner.call('POST', '/api/v1/links', {
    full_url: links.sameUrl,
    short_url: links.sameCode,
    domain: links.domain,
  });
  expect(same.statusCode, same.body).toBe(201);
}

/**
 * An import whose process ends mid-job: the source holds the request the test's fault
 * hands to `hold` (true: held) until the app is closed, then answers 503; a new app on the
 * same database, as a restarted process, takes the job up. The job as it stood before
 * the close, and as it ended.
 */
export async function importAcrossRestart(options: {
  source: ImportSource;
  key: string;
  start(
    hold: (response: ServerResponse) => boolean,
  ): Promise<{ baseUrl: string; close(): Promise<void> }>;
}): Promise<{ midway: ImportJobView; job: ImportJobView }> {
  const t = await createTestApp({ IMPORT_PRIVATE_HOSTS: '127.0.0.1' });
  const owner = await newImportOwner(t);
  let release = () => {};
  const closed = new Promise<void>((resolve) => {
    release = resolve;
  });
  let isHeld = false;
  let holding = true;
  const server = await options.start((response) => {
    if (!holding) return false;
    isHeld = true;
    void closed.then(() => json(response, 503, { error: 'gone' }));
    return true;
  });
  const again: { app?: Awaited<ReturnType<typeof buildApp>> } = {};
  try {
    const posted = await owner.call('POST', '/api/v1/imports', {
      source: options.source,
      base_url: server.baseUrl,
      api_key: options.key,
    });
    expect(posted.statusCode, posted.body).toBe(202);
    const { id } = posted.json();
    await vi.waitFor(() => expect(isHeld).toBe(true), PATIENTLY);
    const midway = (await owner.call('GET', `/api/v1/imports/${id}`)).json();
    await t.app.close();
    holding = false;
    release();
    const app = await buildApp({ config: t.config, db: t.db, log: pino({ level: 'silent' }) });
    again.app = app;
    await app.ready();
    const job = await vi.waitFor(async () => {
      const view = (await owner.call('GET', `/api/v1/imports/${id}`, undefined, app)).json();
      expect(['done', 'failed']).toContain(view.status);
      return view;
    }, IMPORT_POLL);
    return { midway, job };
  } finally {
    await again.app?.close();
    // The first app (closed already when the restart came), its database and data folder.
    await t.close();
    await server.close();
  }
}
