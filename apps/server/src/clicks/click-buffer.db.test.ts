import { sql } from 'kysely';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestDatabase, testEngines } from '../test/databases.js';
import { ClickBuffer } from './click-buffer.js';

const HOUR = 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 22, 10, 0, 0);
const silent = pino({ level: 'silent' });

describe.each(testEngines)('the click buffer on $name', (engine) => {
  let db: TestDatabase;
  beforeEach(async () => {
    db = await engine.open();
  });
  afterEach(() => db.dispose());

  const click = (i: number, overrides: object = {}) => ({
    linkId: i % 2 ? 'link-a' : 'link-b',
    at: T0 + (i % 3) * HOUR,
    ip: `203.0.113.${i % 250}`,
    userAgent: i % 5 === 0 ? 'Googlebot/2.1' : 'Mozilla/5.0 Firefox/128.0',
    referer: undefined,
    isQr: i % 4 === 0,
    ...overrides,
  });

  it('writes every click exactly once, with exact hourly rollups', async () => {
    const buffer = new ClickBuffer(db, silent, { maxBatch: 1000, intervalMs: 60_000 });
    for (let i = 0; i < 2500; i++) buffer.record(click(i));
    await buffer.stop();
    const count = await db.kysely
      .selectFrom('clicks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2500);
    expect(buffer.storedCount).toBe(2500);

    const rollups = await db.kysely
      .selectFrom('click_rollups_hourly')
      .selectAll()
      .orderBy('link_id')
      .orderBy('hour')
      .execute();
    const expected = new Map<string, { clicks: number; human: number; qr: number }>();
    for (let i = 0; i < 2500; i++) {
      const c = click(i);
      const key = `${c.linkId}/${c.at}`;
      const row = expected.get(key) ?? { clicks: 0, human: 0, qr: 0 };
      row.clicks += 1;
      row.human += c.userAgent.startsWith('Googlebot') ? 0 : 1;
      row.qr += c.isQr ? 1 : 0;
      expected.set(key, row);
    }
    expect(rollups).toHaveLength(expected.size);
    for (const rollup of rollups) {
      const want = expected.get(`${rollup.link_id}/${rollup.hour}`);
      expect({ clicks: rollup.clicks, human: rollup.human_clicks, qr: rollup.qr_clicks }).toEqual(
        want,
      );
    }
  });

  it('keeps clicks through a failed write and stores them on the next flush', async () => {
    const buffer = new ClickBuffer(db, silent, { maxBatch: 1000, intervalMs: 60_000 });
    for (let i = 0; i < 10; i++) buffer.record(click(i));
    await sql`alter table clicks rename to clicks_away`.execute(db.kysely);
    await buffer.flush();
    expect(buffer.pendingCount).toBe(10);
    await sql`alter table clicks_away rename to clicks`.execute(db.kysely);
    await buffer.flush();
    expect(buffer.pendingCount).toBe(0);
    const rows = await db.kysely.selectFrom('clicks').select('clicked_at').execute();
    expect(rows).toHaveLength(10);
    await buffer.stop();
  });

  it('keeps one salt per day for every visitor hash', async () => {
    const buffer = new ClickBuffer(db, silent, { maxBatch: 1000, intervalMs: 60_000 });
    buffer.record(click(1, { ip: '198.51.100.1' }));
    buffer.record(click(1, { ip: '198.51.100.1' }));
    buffer.record(click(1, { ip: '198.51.100.1', at: T0 + 24 * HOUR }));
    await buffer.stop();
    const hashes = await db.kysely
      .selectFrom('clicks')
      .select('visitor_hash')
      .orderBy('clicked_at')
      .execute();
    expect(hashes[0]?.visitor_hash).toBe(hashes[1]?.visitor_hash);
    expect(hashes[2]?.visitor_hash).not.toBe(hashes[0]?.visitor_hash);
  });
});
