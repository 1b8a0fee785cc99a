import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type TestDatabase, testEngines } from '../../test/databases.js';
import { PATIENTLY } from '../../test/patiently.js';
import { countClicks } from '../../test/seed.js';
import { ClickBuffer } from './click-buffer.js';
import { ClickSpool, SPOOL_SUFFIX } from './click-spool.js';
import type { RawClick } from './raw-click.js';
import { replayOrphanSpools } from './replay-spools.js';
import { encodeRecord } from './spool-record.js';

const silent = pino({ level: 'silent' });
const T0 = Date.UTC(2026, 10, 22, 10, 0, 0);
const click = (n: number): RawClick => ({
  linkId: 'link-a',
  at: T0 + n,
  ip: `203.0.113.${n % 250}`,
  userAgent: 'Mozilla/5.0 Firefox/128.0',
  referer: undefined,
  isQr: false,
});
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe.each(testEngines)('replaying click spools on $name', (engine) => {
  let db: TestDatabase;
  let dir: string;
  const buffers: ClickBuffer[] = [];
  beforeEach(async () => {
    db = await engine.open();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-replay-'));
  });
  afterEach(async () => {
    for (const buffer of buffers.splice(0)) await buffer.stop();
    await db.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const spooledBuffer = () => {
    const buffer = new ClickBuffer(db, silent, {
      maxBatch: 5,
      intervalMs: 60_000,
      spool: new ClickSpool(dir, 1024 * 1024, silent),
    });
    buffer.start();
    return buffer;
  };

  /** A process that wrote 5 clicks to the database and spooled 3 more, then died. */
  async function deadProcess(): Promise<string> {
    const spool = new ClickSpool(dir, 1024 * 1024, silent);
    const dying = new ClickBuffer(db, silent, { maxBatch: 5, intervalMs: 60_000, spool });
    // Stopped after the test like the others: its writer thread holds a connection.
    buffers.push(dying);
    dying.start();
    for (let n = 0; n < 5; n++) dying.record(click(n));
    await dying.flush();
    for (let n = 5; n < 8; n++) dying.record(click(n));
    await nextTurn();
    // Its end as kill -9 leaves it: the file stays, nothing more is written.
    spool.close(false);
    expect(await countClicks(db)).toBe(5);
    return path.join(dir, `${spool.fileId}${SPOOL_SUFFIX}`);
  }

  it("writes a dead process's clicks that were not in the database yet, once", async () => {
    const file = await deadProcess();
    const next = spooledBuffer();
    buffers.push(next);
    await next.replayOrphans();
    expect(await countClicks(db)).toBe(8);
    expect(fs.existsSync(file)).toBe(false);
    // Done again (another process, a second look): nothing more.
    expect(await next.replayOrphans()).toBe(0);
    expect(await countClicks(db)).toBe(8);
  });

  it('skips a torn last record and keeps the others', async () => {
    const file = await deadProcess();
    fs.appendFileSync(file, encodeRecord(click(99)).subarray(0, 20));
    const next = spooledBuffer();
    buffers.push(next);
    await next.replayOrphans();
    expect(await countClicks(db)).toBe(8);
  });

  it('writes batches keyed by contiguous spool positions, which a replay after a crash completes', async () => {
    const spool = new ClickSpool(dir, 1024 * 1024, silent);
    const buffer = new ClickBuffer(db, silent, { maxBatch: 5, intervalMs: 60_000, spool });
    buffers.push(buffer);
    buffer.start();
    for (let n = 0; n < 20; n++) buffer.record(click(n));
    await nextTurn();
    await buffer.flush();
    expect(await countClicks(db)).toBe(20);
    const keys = await db.kysely.selectFrom('click_batches').select('id').execute();
    const covered = keys
      .map(({ id }) => id.split(':').slice(1).map(Number) as [number, number])
      .sort((a, b) => a[0] - b[0]);
    // Contiguous spool positions 0..19: what a replay of the file would take as written.
    expect(covered[0]?.[0]).toBe(0);
    expect(covered.at(-1)?.[1]).toBe(19);
    for (let i = 1; i < covered.length; i++)
      expect(covered[i]?.[0]).toBe((covered[i - 1]?.[1] ?? 0) + 1);

    // A full batch written (20-24), the rest spooled only: then the process dies, as a
    // kill -9 leaves it (no write in flight: the process's writer thread died with it).
    for (let n = 20; n < 27; n++) buffer.record(click(n));
    await vi.waitFor(async () => expect(await countClicks(db)).toBe(25), PATIENTLY);
    spool.close(false);
    const next = spooledBuffer();
    buffers.push(next);
    await next.replayOrphans();
    const stored = await db.kysely
      .selectFrom('clicks')
      .select('clicked_at')
      .orderBy('clicked_at')
      .execute();
    expect(stored.map((row) => Number(row.clicked_at) - T0)).toEqual(
      Array.from({ length: 27 }, (_, n) => n),
    );
  });

  it('replays a spool larger than one read, from its first uncommitted record to a torn end', async () => {
    // About 2.5 MB: the replay reads 1 MB at a time, so records straddle its reads.
    const fileId = '999999999-0d1e2a3d';
    const records = Array.from({ length: 25_000 }, (_, n) => encodeRecord(click(n)));
    const file = path.join(dir, `${fileId}${SPOOL_SUFFIX}`);
    fs.writeFileSync(
      file,
      Buffer.concat([...records, encodeRecord(click(25_000)).subarray(0, 30)]),
    );
    // Its first 1,200 records were committed before the process died.
    await db.kysely
      .insertInto('click_batches')
      .values([
        { id: `${fileId}:0:999`, written_at: T0 },
        { id: `${fileId}:1000:1199`, written_at: T0 },
      ])
      .execute();
    const readWhole = vi.spyOn(fs, 'readFileSync');
    const next = spooledBuffer();
    buffers.push(next);
    expect(await next.replayOrphans()).toBe(23_800);
    // Never read whole: a large spool read and decoded at once held the event loop for
    // seconds and took far more memory than the file (bench/replay.js).
    expect(readWhole.mock.calls.filter(([name]) => `${name}`.endsWith(SPOOL_SUFFIX))).toEqual([]);
    readWhole.mockRestore();
    const stored = await db.kysely
      .selectFrom('clicks')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.min('clicked_at').as('first'),
        eb.fn.max('clicked_at').as('last'),
      ])
      .executeTakeFirstOrThrow();
    expect([Number(stored.n), Number(stored.first) - T0, Number(stored.last) - T0]).toEqual([
      23_800, 1200, 24_999,
    ]);
    expect(fs.existsSync(file)).toBe(false);
  });

  it("leaves the files this process keeps, though their pid is this process's own", async () => {
    const kept = `${process.pid}-0b6f1c2e`;
    const file = path.join(dir, `${kept}${SPOOL_SUFFIX}`);
    fs.writeFileSync(file, encodeRecord(click(1)));
    const write = vi.fn(async () => {});
    const replay = (isOwn: (fileId: string) => boolean) =>
      replayOrphanSpools({ dir, db, log: silent, isOwn, write });
    expect(await replay((fileId) => fileId === kept)).toBe(0);
    expect(fs.existsSync(file)).toBe(true);
    // Not kept: a file of this pid is a dead predecessor's (a restarted container).
    expect(await replay(() => false)).toBe(1);
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('leaves the spool of a process that runs alone', async () => {
    // The parent of this test process runs: a file of its pid, touched now, is live.
    const live = path.join(dir, `${process.ppid}-0b6f1c2e${SPOOL_SUFFIX}`);
    fs.writeFileSync(live, encodeRecord(click(1)));
    const next = spooledBuffer();
    buffers.push(next);
    expect(await next.replayOrphans()).toBe(0);
    expect(fs.existsSync(live)).toBe(true);
    expect(await countClicks(db)).toBe(0);
  });
});
