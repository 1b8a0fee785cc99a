import { sql } from 'kysely';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type TestDatabase, testEngines } from '../../test/databases.js';
import { seedLink, seedUser } from '../../test/seed.js';
import { type Db, openDatabase } from '../db/database.js';
import { LinkCache } from './link-cache.js';
import { defaultLinkChangeFeedOptions, LinkChangeFeed } from './link-change-feed.js';

const silent = pino({ level: 'silent' });

describe.each(testEngines)('link changes on $name', (engine) => {
  let db: TestDatabase;
  /** A second connection, as another process would have. */
  let other: Db;
  let feeds: LinkChangeFeed[];

  beforeEach(async () => {
    db = await engine.open();
    other = openDatabase(db.settings);
    feeds = [];
    await seedUser(db, 'ada', 'free');
  });
  afterEach(async () => {
    for (const feed of feeds) await feed.stop();
    await other.close();
    await db.dispose();
  });

  const changes = async () =>
    (
      await db.kysely.selectFrom('link_changes').select(['domain', 'code']).orderBy('id').execute()
    ).map((row) => `${row.domain}/${row.code}`);

  /** A cache holding `code-<id>` for each id, and a feed that keeps it true. */
  async function followedCache(ids: string[], now = () => Date.now()) {
    const cache = new LinkCache({ maxEntries: 100, ttlMs: 600_000, negativeTtlMs: 5_000 });
    for (const id of ids)
      await cache.get(cache.key('kurz.link', `code-${id}`), async () => ({
        id,
        url: `https://example.com/${id}`,
        status: 302,
        isDisabled: false,
      }));
    const feed = new LinkChangeFeed(db.kysely, cache, silent, {
      ...defaultLinkChangeFeedOptions,
      now,
    });
    feeds.push(feed);
    await feed.start();
    return { cache, feed, has: (id: string) => !!cache.peek(cache.key('kurz.link', `code-${id}`)) };
  }

  it('records a link created, deleted, or given a new destination, type or code', async () => {
    await seedLink(db, 'a', 'ada');
    await seedLink(db, 'b', 'ada');
    await db.kysely
      .updateTable('links')
      .set({ url: 'https://example.org/' })
      .where('id', '=', 'a')
      .execute();
    await db.kysely
      .updateTable('links')
      .set({ redirect_type: 301 })
      .where('id', '=', 'a')
      .execute();
    await db.kysely.updateTable('links').set({ code: 'renamed' }).where('id', '=', 'b').execute();
    await db.kysely.deleteFrom('links').where('id', '=', 'a').execute();
    expect(await changes()).toEqual([
      'kurz.link/code-a',
      'kurz.link/code-b',
      'kurz.link/code-a',
      'kurz.link/code-a',
      'kurz.link/code-b',
      'kurz.link/renamed',
      'kurz.link/code-a',
    ]);
  });

  it('records nothing for a write that changes nothing a redirect uses', async () => {
    await seedLink(db, 'a', 'ada');
    await db.kysely.updateTable('links').set({ updated_at: 5 }).where('id', '=', 'a').execute();
    await db.kysely
      .updateTable('links')
      .set({ url: 'https://example.com/a' })
      .where('id', '=', 'a')
      .execute();
    expect(await changes()).toEqual(['kurz.link/code-a']);
  });

  it('records a link disabled and enabled again (takedown), not a new reason alone', async () => {
    await seedLink(db, 'a', 'ada');
    const takedown = (set: { disabled_at?: number | null; disabled_reason?: string }) =>
      db.kysely.updateTable('links').set(set).where('id', '=', 'a').execute();
    await takedown({ disabled_at: 10, disabled_reason: 'phishing' });
    await takedown({ disabled_reason: 'phishing kit' });
    await takedown({ disabled_at: null });
    expect(await changes()).toEqual(['kurz.link/code-a', 'kurz.link/code-a', 'kurz.link/code-a']);
  });

  it('records new options (moment, click limit, expired URL, password, no-referrer, redirect rules), not a click counted', async () => {
    await seedLink(db, 'a', 'ada');
    const set = (values: {
      expires_at?: number | null;
      max_clicks?: number | null;
      expired_url?: string | null;
      clicks_counted?: number;
      password_hash?: string | null;
      no_referrer?: number;
      redirect_rules?: string | null;
    }) => db.kysely.updateTable('links').set(values).where('id', '=', 'a').execute();
    await set({ expires_at: 10 });
    await set({ max_clicks: 5 });
    await set({ clicks_counted: 1 });
    await set({ expired_url: 'https://example.com/over' });
    await set({ expires_at: null, max_clicks: null });
    await set({ password_hash: 'scrypt-hash' });
    await set({ no_referrer: 1 });
    await set({ redirect_rules: '[]' });
    // The insert, then seven changes: the counted click is not one.
    expect(await changes()).toEqual(Array(8).fill('kurz.link/code-a'));
  });

  it("records the links an account's deletion takes with it", async () => {
    await seedLink(db, 'a', 'ada');
    await db.kysely.deleteFrom('users').where('id', '=', 'ada').execute();
    expect(await changes()).toEqual(['kurz.link/code-a', 'kurz.link/code-a']);
  });

  it("drops what another connection changed from this process's cache on the next read", async () => {
    for (const id of ['a', 'b', 'c']) await seedLink(db, id, 'ada');
    const { feed, has } = await followedCache(['a', 'b', 'c']);
    await other.kysely.deleteFrom('links').where('id', '=', 'a').execute();
    await other.kysely
      .updateTable('links')
      .set({ url: 'https://example.org/b' })
      .where('id', '=', 'b')
      .execute();
    expect(await feed.read()).toBe(2);
    expect([has('a'), has('b'), has('c')]).toEqual([false, false, true]);
    expect(await feed.read()).toBe(0);
  });

  it('starts after the changes already made: an empty cache has nothing to drop', async () => {
    for (const id of ['a', 'b']) await seedLink(db, id, 'ada');
    const { feed } = await followedCache([]);
    expect(await feed.read()).toBe(0);
  });

  it('reads on its own, every second by default', async () => {
    await seedLink(db, 'a', 'ada');
    const { has } = await followedCache(['a']);
    await other.kysely.deleteFrom('links').where('id', '=', 'a').execute();
    await vi.waitFor(() => expect(has('a')).toBe(false), { timeout: 3000, interval: 50 });
  });

  it('reads a backlog of more than one query holds', async () => {
    const { feed } = await followedCache([]);
    const values = Array.from({ length: 2500 }, (_, i) => ({
      domain: 'kurz.link',
      code: `c${i}`,
      changed_at: Date.now(),
    }));
    for (let i = 0; i < values.length; i += 500)
      await db.kysely
        .insertInto('link_changes')
        .values(values.slice(i, i + 500))
        .execute();
    expect(await feed.read()).toBe(2500);
  });

  it('deletes changes older than an hour', async () => {
    await seedLink(db, 'a', 'ada');
    const now = { t: Date.now() };
    const { feed } = await followedCache([], () => now.t);
    await feed.read();
    expect(await changes()).toHaveLength(1);
    // A second more than the hour: the database's clock wrote the row, not this one.
    now.t += defaultLinkChangeFeedOptions.keepMs + 1000;
    await feed.read();
    expect(await changes()).toEqual([]);
  });

  /** A change row with a chosen id: ids left out and filled in later stand for gaps. */
  async function insertChange(id: number, code: string) {
    const row = sql`(${id}, 'kurz.link', ${code}, ${Date.now()})`;
    await sql`insert into link_changes (id, domain, code, changed_at) ${sql.raw(
      engine.name === 'postgres' ? 'overriding system value' : '',
    )} values ${row}`.execute(db.kysely);
  }

  const latestId = async () =>
    Number(
      (
        await db.kysely
          .selectFrom('link_changes')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirstOrThrow()
      ).id,
    );

  it('applies a change whose id is below one already read, as a slower commit leaves it', async () => {
    for (const id of ['a', 'b']) await seedLink(db, id, 'ada');
    const { feed, has } = await followedCache(['a', 'b']);
    const base = await latestId();
    await insertChange(base + 2, 'code-b');
    expect(await feed.read()).toBe(1);
    expect([has('a'), has('b')]).toEqual([true, false]);
    await insertChange(base + 1, 'code-a');
    expect(await feed.read()).toBe(1);
    expect(has('a')).toBe(false);
  });

  it.runIf(engine.name === 'postgres')(
    'applies a change committed after a later id was read (PostgreSQL)',
    async () => {
      for (const id of ['a', 'b']) await seedLink(db, id, 'ada');
      const { feed, has } = await followedCache(['a', 'b']);
      await other.kysely.connection().execute(async (connection) => {
        await sql`begin`.execute(connection);
        await connection.deleteFrom('links').where('id', '=', 'a').execute();
        await db.kysely.deleteFrom('links').where('id', '=', 'b').execute();
        expect(await feed.read()).toBe(1);
        expect([has('a'), has('b')]).toEqual([true, false]);
        await sql`commit`.execute(connection);
      });
      expect(await feed.read()).toBe(1);
      expect(has('a')).toBe(false);
    },
  );

  it('gives up on a missing id after gapWaitMs (a rolled-back write leaves one)', async () => {
    await seedLink(db, 'a', 'ada');
    const now = { t: Date.now() };
    const { feed, has } = await followedCache(['a'], () => now.t);
    const base = await latestId();
    await insertChange(base + 2, 'code-b');
    expect(await feed.read()).toBe(1);
    now.t += defaultLinkChangeFeedOptions.gapWaitMs;
    expect(await feed.read()).toBe(0);
    await insertChange(base + 1, 'code-a');
    expect(await feed.read()).toBe(0);
    expect(has('a')).toBe(true);
  });
});
