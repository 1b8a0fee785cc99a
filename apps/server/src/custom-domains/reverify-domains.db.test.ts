import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_ENV } from '../../test/app.js';
import { type TestDatabase, testEngines } from '../../test/databases.js';
import { seedUser } from '../../test/seed.js';
import { startZoneDns, type ZoneDns } from '../../test/zone-dns.js';
import { loadConfig } from '../config.js';
import type { Clock } from '../context.js';
import { DevOutbox } from '../mail/dev-outbox.js';
import { LinkCache } from '../redirect/link-cache.js';
import { insertDomain, markVerified } from './custom-domain-repository.js';
import { PROOF_GRACE_MS } from './custom-domain-view.js';
import { REVERIFY_EVERY_MS, type ReverifyCtx, reverifyDueDomains } from './reverify-domains.js';
import { ServingDomains } from './serving-domains.js';

/**
 * The daily re-verification on each engine, with a fixed clock and a DNS
 * server on loopback: a vanished proof is marked and mailed once, serves through the
 * 7-day grace, then goes back to pending; a proof back clears the mark; a DNS server
 * that does not answer changes nothing; concurrent runs check a domain once.
 */

const log = pino({ level: 'silent' });
const PROXY = 'edge.kurz-proxy.net';
const DOMAIN = 'links.lapsing-shop.com';
const TOKEN = 'kurz-verify-lifecycle';
const DAY = REVERIFY_EVERY_MS;
const VERIFIED_AT = 1_700_000_000_000;

describe.each(testEngines)('custom domain re-verification on $name', (engine) => {
  let db: TestDatabase;
  let dns: ZoneDns;
  let clock: Clock & { at: number };
  let outbox: DevOutbox;

  /** The context one process gives re-verification, from the real parts. */
  const processCtx = (): ReverifyCtx => ({
    config: loadConfig({
      ...TEST_ENV,
      DNS_SERVERS: dns.server,
      PROXY_HOST: PROXY,
      PROXY_IPS: '203.0.113.10',
    }),
    db: db.kysely,
    clock,
    log,
    mail: outbox,
    linkCache: new LinkCache({ maxEntries: 100, ttlMs: 60_000, negativeTtlMs: 5_000 }),
    servingDomains: new ServingDomains(db.kysely),
  });
  const row = () =>
    db.kysely
      .selectFrom('custom_domains')
      .selectAll()
      .where('domain', '=', DOMAIN)
      .executeTakeFirstOrThrow();
  const publishProof = () => dns.zone.set(`_kurz.${DOMAIN}`, { TXT: [TOKEN] });
  /** One daily round, a day after the last. */
  const nextDay = (ctx: ReverifyCtx) => {
    clock.at += DAY + 1;
    return reverifyDueDomains(ctx);
  };

  beforeEach(async () => {
    db = await engine.open();
    dns = await startZoneDns({ [DOMAIN]: { CNAME: PROXY } });
    publishProof();
    clock = { at: VERIFIED_AT, now: () => clock.at };
    outbox = new DevOutbox('Kurz <no-reply@kurz.test>', log, clock);
    await seedUser(db, 'ada', 'premium');
    await insertDomain(db.kysely, {
      id: 'domain-1',
      user_id: 'ada',
      domain: DOMAIN,
      verification_token: TOKEN,
      created_at: VERIFIED_AT,
    });
    await markVerified(db.kysely, 'domain-1', VERIFIED_AT);
  });
  afterEach(async () => {
    await dns.close();
    await db.dispose();
  });

  it('checks nothing before a day has passed, and a present proof changes nothing', async () => {
    const ctx = processCtx();
    clock.at += DAY - 1;
    expect(await reverifyDueDomains(ctx)).toBe(0);
    expect(await nextDay(ctx)).toBe(1);
    expect(await row()).toMatchObject({ proof_missing_since: null, owner_notified_at: null });
    expect(outbox.list()).toEqual([]);
  });

  it('marks a vanished proof, mails the owner once, serves 7 days, then goes back to pending', async () => {
    const ctx = processCtx();
    await ctx.servingDomains.load();
    dns.zone.delete(`_kurz.${DOMAIN}`);

    expect(await nextDay(ctx)).toBe(1);
    const missingSince = clock.at;
    expect(await row()).toMatchObject({
      proof_missing_since: missingSince,
      owner_notified_at: missingSince,
    });
    expect(Number((await row()).verified_at)).toBe(VERIFIED_AT);
    const [mail] = outbox.list();
    expect(mail).toMatchObject({ to: 'ada@example.com' });
    expect(mail?.subject).toContain(DOMAIN);
    expect(mail?.text).toContain('/user/domains');

    // Days 2 to 7 of the grace: still marked, still serving, no more mail.
    while (clock.at + DAY + 1 - missingSince < PROOF_GRACE_MS) {
      await nextDay(ctx);
      expect(ctx.servingDomains.get(DOMAIN)).toBeDefined();
      expect(Number((await row()).proof_missing_since)).toBe(missingSince);
    }
    expect(outbox.list()).toHaveLength(1);

    await nextDay(ctx);
    expect(await row()).toMatchObject({ verified_at: null, proof_missing_since: null });
    expect(ctx.servingDomains.get(DOMAIN)).toBeUndefined();
    expect(outbox.list()).toHaveLength(1);
    // Pending now: the daily check no longer looks at it.
    expect(await nextDay(ctx)).toBe(0);
  });

  it('clears the mark when the proof comes back, and mails again at the next lapse', async () => {
    const ctx = processCtx();
    dns.zone.delete(`_kurz.${DOMAIN}`);
    await nextDay(ctx);
    expect((await row()).proof_missing_since).not.toBeNull();

    publishProof();
    await nextDay(ctx);
    expect(await row()).toMatchObject({ proof_missing_since: null, owner_notified_at: null });
    expect(Number((await row()).verified_at)).toBe(VERIFIED_AT);

    dns.zone.delete(`_kurz.${DOMAIN}`);
    await nextDay(ctx);
    expect(Number((await row()).proof_missing_since)).toBe(clock.at);
    expect(outbox.list()).toHaveLength(2);
  });

  it('changes nothing when the DNS server does not answer', async () => {
    const ctx = processCtx();
    dns.silent.add(DOMAIN);
    dns.silent.add(`_kurz.${DOMAIN}`);
    const before = await row();
    expect(await nextDay(ctx)).toBe(1);
    expect(await row()).toEqual(before);
    expect(outbox.list()).toEqual([]);
  }, 15_000);

  it('checks a domain once when two processes run at the same moment', async () => {
    dns.zone.delete(`_kurz.${DOMAIN}`);
    clock.at += DAY + 1;
    const counts = await Promise.all([
      reverifyDueDomains(processCtx()),
      reverifyDueDomains(processCtx()),
    ]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(dns.queries.filter((query) => query === `TXT _kurz.${DOMAIN}`)).toHaveLength(1);
    expect(outbox.list()).toHaveLength(1);
  });
});
