import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENV } from '../../test/app.js';
import { type TestDatabase, testEngines } from '../../test/databases.js';
import {
  allowOnly,
  type LoopbackServer,
  resolverOf,
  startLoopbackServer,
} from '../../test/loopback-http.js';
import { seedLink, seedUser } from '../../test/seed.js';
import { loadConfig } from '../config.js';
import type { Clock } from '../context.js';
import { DevOutbox } from '../mail/dev-outbox.js';
import { createSafeFetch } from '../net/create-safe-fetch.js';
import { CHECK_EVERY_MS, checkDueLinks, type LinkHealthCtx } from './check-link-health.js';

/**
 * The daily link health check on each engine, with a fixed clock and real
 * servers on loopback (HTTP, and HTTPS with an untrusted certificate): each failure's
 * verdict; a breakage mailed once, again only after a recovery; a day between checks;
 * opting out forgets the result; concurrent rounds check and mail a link once.
 */

const log = pino({ level: 'silent' });
const DAY = CHECK_EVERY_MS;
const START = 1_800_000_000_000;
const TLS_FIXTURE = (name: string) =>
  fs.readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url));

describe.each(testEngines)('link health checks on $name', (engine) => {
  let db: TestDatabase;
  let clock: Clock & { at: number };
  let outbox: DevOutbox;
  let site: LoopbackServer;
  /** The status /flaky answers with, set per test. */
  let flakyStatus: number;
  let tls: https.Server;
  let tlsPort: number;
  /** A loopback port where nothing listens (allowed, so the connection is refused). */
  let closedPort: number;
  /** Accepts connections and never answers. */
  let silent: LoopbackServer;

  const processCtx = (): LinkHealthCtx => ({
    config: loadConfig({ ...TEST_ENV, DATA_DIR: '/nonexistent/kurz-health' }),
    db: db.kysely,
    clock,
    log,
    mail: outbox,
    safeFetch: createSafeFetch({
      resolve: resolverOf({ 'site.invalid': '127.0.0.1', 'private.invalid': '10.0.0.7' }),
      policy: allowOnly(
        site,
        { host: '127.0.0.1', port: tlsPort },
        { host: '127.0.0.1', port: closedPort },
        silent,
      ),
      timeoutMs: 1_000,
    }),
  });
  const siteUrl = (path: string) => `http://site.invalid:${site.port}${path}`;
  /** A link of ada's to `url`, opted into the check. */
  const watched = async (id: string, url: string, userId = 'ada') => {
    await seedLink(db, id, userId, { url });
    await db.kysely.updateTable('links').set({ health_check: 1 }).where('id', '=', id).execute();
  };
  const health = async (id: string) => {
    const row = await db.kysely
      .selectFrom('links')
      .select(['health_status', 'health_detail', 'health_checked_at', 'health_notified_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return {
      status: row.health_status,
      detail: row.health_detail,
      checkedAt: row.health_checked_at === null ? null : Number(row.health_checked_at),
      notifiedAt: row.health_notified_at === null ? null : Number(row.health_notified_at),
    };
  };
  const nextDay = (ctx: LinkHealthCtx) => {
    clock.at += DAY + 1;
    return checkDueLinks(ctx);
  };

  beforeEach(async () => {
    db = await engine.open();
    clock = { at: START, now: () => clock.at };
    outbox = new DevOutbox('Kurz <no-reply@kurz.test>', log, clock);
    flakyStatus = 200;
    site = await startLoopbackServer((request, response) => {
      const status = { '/ok': 200, '/missing': 404, '/error': 500, '/busy': 429 }[request.url];
      response.writeHead(status ?? flakyStatus).end('page');
    });
    tls = https.createServer(
      { cert: TLS_FIXTURE('secure-invalid.cert.pem'), key: TLS_FIXTURE('secure-invalid.key.pem') },
      (_request, response) => response.end('never reached'),
    );
    await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
    tlsPort = (tls.address() as AddressInfo).port;
    silent = await startLoopbackServer();
    const gone = await startLoopbackServer();
    await gone.close();
    closedPort = gone.port;
    await seedUser(db, 'ada', 'premium');
  });
  afterEach(async () => {
    tls.closeAllConnections();
    await new Promise<void>((resolve) => tls.close(() => resolve()));
    await Promise.all([site.close(), silent.close()]);
    await db.dispose();
  });

  it('judges each destination and mails the owner of each broken one', async () => {
    const cases = {
      ok: [siteUrl('/ok'), 'ok', '200'],
      missing: [siteUrl('/missing'), 'broken', '404'],
      error: [siteUrl('/error'), 'broken', '500'],
      busy: [siteUrl('/busy'), 'ok', '429'],
      dns: ['https://nowhere.invalid/', 'broken', 'DNS name not found'],
      refused: [`http://site.invalid:${closedPort}/`, 'broken', 'connection refused'],
      private: [`http://private.invalid:${site.port}/`, 'broken', 'private address refused'],
      tls: [`https://site.invalid:${tlsPort}/`, 'broken', 'TLS certificate error'],
      silent: [`http://site.invalid:${silent.port}/`, 'broken', 'timed out'],
    } as const;
    for (const [id, [url]] of Object.entries(cases)) await watched(id, url);

    expect(await nextDay(processCtx())).toBe(9);

    for (const [id, [, status, detail]] of Object.entries(cases)) {
      expect({ id, ...(await health(id)) }).toMatchObject({
        id,
        status,
        detail,
        checkedAt: clock.at,
      });
    }
    const mails = outbox.list();
    expect(mails.map((mail) => mail.to)).toEqual(Array(7).fill('ada@example.com'));
    const mail = mails.find((sent) => sent.text.includes('/missing'));
    expect(mail?.subject).toBe('Broken link: https://kurz.link/code-missing (HTTP 404)');
    expect(mail?.text).toContain(siteUrl('/missing'));
    expect(mail?.text).toContain('https://app.kurz.test/user/dashboard');
  });

  it('mails once while a link stays broken, and again after it recovered and broke', async () => {
    const ctx = processCtx();
    await watched('flaky', siteUrl('/flaky'));
    flakyStatus = 404;
    await nextDay(ctx);
    const brokeAt = clock.at;
    expect(await health('flaky')).toMatchObject({ status: 'broken', notifiedAt: brokeAt });
    flakyStatus = 500;
    await nextDay(ctx);
    expect(await health('flaky')).toMatchObject({ detail: '500', notifiedAt: brokeAt });
    expect(outbox.list()).toHaveLength(1);

    flakyStatus = 200;
    await nextDay(ctx);
    expect(await health('flaky')).toMatchObject({ status: 'ok', notifiedAt: null });
    flakyStatus = 404;
    await nextDay(ctx);
    expect(await health('flaky')).toMatchObject({ status: 'broken', notifiedAt: clock.at });
    expect(outbox.list()).toHaveLength(2);
    expect(site.requests).toHaveLength(4);
  });

  it('checks a link again only after a day, and never a link not opted in or taken down', async () => {
    const ctx = processCtx();
    await watched('daily', siteUrl('/ok'));
    await seedLink(db, 'plain', 'ada', { url: siteUrl('/plain') });
    await watched('taken-down', siteUrl('/taken-down'));
    await db.kysely
      .updateTable('links')
      .set({ disabled_at: START })
      .where('id', '=', 'taken-down')
      .execute();

    expect(await nextDay(ctx)).toBe(1);
    clock.at += DAY - 1;
    expect(await checkDueLinks(ctx)).toBe(0);
    clock.at += 2;
    expect(await checkDueLinks(ctx)).toBe(1);
    expect(site.requests.map((request) => request.url)).toEqual(['/ok', '/ok']);
  });

  it('checks and mails a link once when two processes run a round at the same moment', async () => {
    await watched('twice', siteUrl('/missing'));
    clock.at += DAY;
    const counts = await Promise.all([checkDueLinks(processCtx()), checkDueLinks(processCtx())]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(site.requests).toHaveLength(1);
    expect(outbox.list()).toHaveLength(1);
  });

  it('leaves the link change feed quiet: the redirect reads none of the health columns', async () => {
    await watched('quiet', siteUrl('/missing'));
    const changes = () =>
      db.kysely
        .selectFrom('link_changes')
        .select('code')
        .where('code', '=', 'code-quiet')
        .execute();
    const before = (await changes()).length;
    await nextDay(processCtx());
    expect(await health('quiet')).toMatchObject({ status: 'broken', notifiedAt: clock.at });
    expect(await changes()).toHaveLength(before);
  });

  it('stores nothing and mails nobody when the link is deleted during its check', async () => {
    await watched('doomed', siteUrl('/doomed'));
    const deleting = db.kysely.deleteFrom('links').where('id', '=', 'doomed');
    flakyStatus = 404;
    const ctx = processCtx();
    const fetch = ctx.safeFetch;
    // The owner deletes the link while its destination is being fetched.
    const racing: LinkHealthCtx = {
      ...ctx,
      safeFetch: Object.assign(async (request: Parameters<typeof fetch>[0]) => {
        const answer = await fetch(request);
        await deleting.execute();
        return answer;
      }, fetch),
    };
    expect(await nextDay(racing)).toBe(1);
    expect(outbox.list()).toEqual([]);
  });
});
