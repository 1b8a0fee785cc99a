import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type TestDatabase, testEngines } from '../../test/databases.js';
import { PATIENTLY } from '../../test/patiently.js';
import { countClicks } from '../../test/seed.js';
import { readClickSums } from '../analytics/read-click-sums.js';
import { ClickBuffer } from './click-buffer.js';
import { ClickSpool } from './click-spool.js';
import { ClickWriterThread } from './click-writer-thread.js';
import type { RawClick } from './raw-click.js';
import { readSpooledBatches } from './read-spooled-batches.js';

const HOUR = 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 22, 10, 0, 0);
const silent = pino({ level: 'silent' });
/** A link with a UUID id, as Kurz makes them, and one with another id. */
const UUID_LINK = '0b6f1c2e-9a4d-4f3b-8c7e-5d2a1f0e9b8c';
const TEXT_LINK = 'link-b';

describe.each(testEngines)('the click buffer on $name', (engine) => {
  let db: TestDatabase;
  let dir: string;
  beforeEach(async () => {
    db = await engine.open();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-buffer-'));
  });
  afterEach(async () => {
    await db.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A started buffer spooling to the test's folder, flushing every `maxBatch` clicks. */
  const newBuffer = (maxBatch = 1000) => {
    const started = new ClickBuffer(db, silent, {
      maxBatch,
      intervalMs: 60_000,
      spool: new ClickSpool(dir, 64 * 1024 * 1024, silent),
    });
    started.start();
    return started;
  };

  const click = (i: number, overrides: object = {}) => ({
    linkId: i % 2 ? UUID_LINK : TEXT_LINK,
    at: T0 + (i % 3) * HOUR,
    ip: `203.0.113.${i % 250}`,
    userAgent: i % 5 === 0 ? 'Googlebot/2.1' : 'Mozilla/5.0 Firefox/128.0',
    referer: undefined,
    isQr: i % 4 === 0,
    ...overrides,
  });

  it('writes every click exactly once, counted exactly per link and hour', async () => {
    const buffer = newBuffer();
    for (let i = 0; i < 2500; i++) buffer.record(click(i));
    await buffer.stop();
    const count = await db.kysely
      .selectFrom('clicks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2500);
    expect(buffer.storedCount).toBe(2500);

    // Per link and hour as the analytics count them (rollups and raw tail).
    const counted = new Map<string, { clicks: number; human: number; qr: number }>();
    for (const link of [UUID_LINK, TEXT_LINK]) {
      const sums = await readClickSums(
        db.kysely,
        { linkId: link },
        { from: 0, to: Number.MAX_SAFE_INTEGER },
      );
      for (const [hour, sum] of sums.hours)
        counted.set(`${link}/${hour}`, { clicks: sum.clicks, human: sum.humans, qr: sum.qr });
    }
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
    expect(counted.size).toBe(expected.size);
    expect(counted).toEqual(expected);
  });

  it('keeps clicks through a failed write and stores them on the next flush', async () => {
    const buffer = newBuffer();
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

  it('waits before trying a failing database again, instead of trying at every full batch', async () => {
    const write = vi.spyOn(ClickWriterThread.prototype, 'write');
    try {
      const buffer = newBuffer(10);
      await sql`alter table clicks rename to clicks_away`.execute(db.kysely);
      for (let i = 0; i < 10; i++) buffer.record(click(i));
      await vi.waitFor(() => expect(write).toHaveBeenCalledTimes(1), PATIENTLY);
      await Promise.allSettled(write.mock.results.map((result) => result.value));
      await new Promise((resolve) => setImmediate(resolve));
      // Nine more full batches while the database refuses: none is tried.
      for (let i = 10; i < 100; i++) buffer.record(click(i));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(write).toHaveBeenCalledTimes(1);
      expect(buffer.pendingCount).toBe(100);
      await sql`alter table clicks_away rename to clicks`.execute(db.kysely);
      await buffer.stop();
      expect(write).toHaveBeenCalledTimes(2);
      expect(await countClicks(db)).toBe(100);
    } finally {
      write.mockRestore();
    }
  });

  it('retires and deletes spool files under steady load, when clicks always wait', async () => {
    // Files of 2,000 bytes (about 20 clicks); a click arrives during every write, so the
    // buffer is never without clicks waiting, as under steady traffic.
    const spool = new ClickSpool(dir, 64 * 1024 * 1024, silent, 2000);
    const buffer = new ClickBuffer(db, silent, { maxBatch: 10, intervalMs: 60_000, spool });
    buffer.start();
    let recorded = 0;
    const record = () => buffer.record(click(recorded++));
    const write = ClickWriterThread.prototype.write;
    const during = vi
      .spyOn(ClickWriterThread.prototype, 'write')
      .mockImplementation(async function (this: ClickWriterThread, file, batches) {
        record();
        return write.call(this, file, batches);
      });
    const seen = new Set<string>();
    let most = 0;
    try {
      for (let round = 0; round < 20; round++) {
        const stored = buffer.storedCount;
        for (let i = 0; i < 10; i++) record();
        await vi.waitFor(() => expect(buffer.storedCount).toBeGreaterThan(stored), PATIENTLY);
        const files = fs.readdirSync(dir);
        for (const name of files) seen.add(name);
        most = Math.max(most, files.length);
        expect(buffer.pendingCount).toBeGreaterThan(0);
      }
    } finally {
      during.mockRestore();
    }
    await buffer.stop();
    expect(seen.size).toBeGreaterThan(5);
    expect(most).toBeLessThanOrEqual(2);
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(await countClicks(db)).toBe(recorded);
    // Each batch key names the file its clicks were in, positions from 0 in each.
    const keys = await db.kysely.selectFrom('click_batches').select('id').execute();
    const byFile = new Map<string, number[][]>();
    for (const { id } of keys) {
      const [fileId = '', first, last] = id.split(':');
      byFile.set(fileId, [...(byFile.get(fileId) ?? []), [Number(first), Number(last)]]);
    }
    expect(byFile.size).toBe(seen.size);
    for (const ranges of byFile.values())
      expect(Math.min(...ranges.map(([first]) => first ?? 0))).toBe(0);
  });

  it('goes on, each click stored once, when a new spool file cannot be opened', async () => {
    // Files due for rotation after every click, and the disk refusing new files (the
    // writer thread reads the spool with its own module, untouched by the spy).
    const spool = new ClickSpool(dir, 64 * 1024 * 1024, silent, 1);
    const buffer = new ClickBuffer(db, silent, { maxBatch: 5, intervalMs: 60_000, spool });
    buffer.start();
    const open = vi.spyOn(fs, 'openSync').mockImplementation(() => {
      throw Object.assign(new Error('read-only file system'), { code: 'EROFS' });
    });
    try {
      for (let i = 0; i < 5; i++) buffer.record(click(i));
      await vi.waitFor(() => expect(buffer.storedCount).toBe(5), PATIENTLY);
      expect(open).toHaveBeenCalled();
      for (let i = 5; i < 10; i++) buffer.record(click(i));
      await buffer.flush();
    } finally {
      open.mockRestore();
    }
    await buffer.stop();
    expect(buffer.storedCount).toBe(10);
    expect(await countClicks(db)).toBe(10);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('sends a batch again with the key it was first sent with', async () => {
    // The key is what makes a second write of a committed batch store nothing: a retry
    // under a new key would store it twice.
    const write = vi.spyOn(ClickWriterThread.prototype, 'write');
    try {
      const buffer = newBuffer();
      for (let i = 0; i < 10; i++) buffer.record(click(i));
      await sql`alter table clicks rename to clicks_away`.execute(db.kysely);
      await buffer.flush();
      await sql`alter table clicks_away rename to clicks`.execute(db.kysely);
      await buffer.flush();
      await buffer.stop();
      const [failed, retried] = write.mock.calls.map(([, batches]) => batches);
      expect(retried).toEqual(failed);
      expect(failed).toEqual([expect.objectContaining({ key: expect.any(String), count: 10 })]);
      const keys = await db.kysely.selectFrom('click_batches').select('id').execute();
      expect(keys.map((row) => row.id)).toEqual(failed?.map((batch) => batch.key));
    } finally {
      write.mockRestore();
    }
  });

  it('hands the writer the clicks it was given, in order, their texts whole', async () => {
    // What the writer thread reads of each write it is handed (click-worker.ts).
    const handed: RawClick[] = [];
    const write = ClickWriterThread.prototype.write;
    vi.spyOn(ClickWriterThread.prototype, 'write').mockImplementation(async function (
      this: ClickWriterThread,
      file,
      batches,
    ) {
      for (const batch of readSpooledBatches(file, batches)) handed.push(...batch.clicks);
      return write.call(this, file, batches);
    });
    try {
      const buffer = newBuffer(3);
      const given = [
        click(1, { userAgent: 'Bot/1 (日本語; 😀)', referer: 'https://ex.example/ä/😀?q=€' }),
        click(2, { userAgent: undefined, referer: '' }),
        click(3, { ip: '', userAgent: '' }),
        click(4),
      ];
      for (const c of given) buffer.record(c);
      await buffer.stop();
      expect(handed).toEqual(given);
      expect(await countClicks(db)).toBe(4);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('drops the clicks of a turn the disk refused, counted, and writes the others under positions that follow on', async () => {
    const buffer = newBuffer(4);
    for (let i = 0; i < 3; i++) buffer.record(click(i));
    await new Promise((resolve) => setImmediate(resolve));
    const full = Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    vi.spyOn(fs, 'writeSync').mockImplementationOnce(() => {
      throw full;
    });
    // The fourth fills a batch: its turn is written (and refused) before the batch goes.
    for (let i = 3; i < 6; i++) buffer.record(click(i));
    await new Promise((resolve) => setImmediate(resolve));
    await buffer.stop();
    vi.restoreAllMocks();
    expect(buffer.droppedCount).toBe(1);
    expect(await countClicks(db)).toBe(5);
    const keys = await db.kysely.selectFrom('click_batches').select('id').execute();
    const ranges = keys.map(({ id }) => id.split(':').slice(1).join('-')).sort();
    expect(ranges).toEqual(['0-2', '3-4']);
  });

  it('keeps one salt per day for every visitor hash', async () => {
    const buffer = newBuffer();
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
