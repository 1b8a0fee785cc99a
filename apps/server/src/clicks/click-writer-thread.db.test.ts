import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type TestDatabase, testEngines } from '../../test/databases.js';
import { PATIENTLY } from '../../test/patiently.js';
import { countClicks } from '../../test/seed.js';
import { readClickSums } from '../analytics/read-click-sums.js';
import type { SpooledBatch } from './click-worker-protocol.js';
import { ClickWriterThread } from './click-writer-thread.js';
import type { RawClick } from './raw-click.js';
import { encodeRecord } from './spool-record.js';

const T0 = Date.UTC(2026, 10, 22, 10, 0, 0);
let lastKey = 0;
const spoolDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-writer-'));
const spool = path.join(spoolDir, 'test.spool');
afterAll(() => fs.rmSync(spoolDir, { recursive: true, force: true }));

/** A write of `batches`: their clicks appended to the spool file, as the click spool does. */
function spooled(batches: { key: string; clicks: RawClick[] }[]): [string, SpooledBatch[]] {
  return [
    spool,
    batches.map(({ key, clicks }) => {
      const bytes = Buffer.concat(clicks.map(encodeRecord));
      const offset = fs.existsSync(spool) ? fs.statSync(spool).size : 0;
      fs.appendFileSync(spool, bytes);
      return { key, count: clicks.length, offset, bytes: bytes.length };
    }),
  ];
}

/** A write of one batch of `count` clicks, under a new key unless `key` is given. */
function clicks(count: number, key = `test/${++lastKey}`): [string, SpooledBatch[]] {
  const batch = Array.from({ length: count }, (_, i) => ({
    linkId: `link-${i % 3}`,
    at: T0 + i,
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 Firefox/128.0',
    referer: undefined,
    isQr: false,
  }));
  return spooled([{ key, clicks: batch }]);
}

/** A logger whose lines the test can read. */
function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { log: pino({ level: 'info' }, sink), lines };
}

describe.each(testEngines)('the click writer thread on $name', (engine) => {
  let db: TestDatabase;
  beforeEach(async () => {
    db = await engine.open();
  });
  afterEach(() => db.dispose());

  const stored = () => countClicks(db);

  it('writes batches on its own connection and ends when closed', async () => {
    const writer = new ClickWriterThread(db.settings, pino({ level: 'silent' }));
    await writer.write(...clicks(3));
    await writer.write(...clicks(2));
    await writer.close();
    expect(await stored()).toBe(5);
  });

  // Linux only: elsewhere a thread's priority cannot be set apart from its process's.
  it.runIf(process.platform === 'linux')(
    'runs ten nice steps below the thread that started it',
    async () => {
      /** A thread's nice value (NaN for one that ended since the folder was listed). */
      const nice = (task: string) => {
        try {
          const stat = fs.readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
          return Number(stat.split(') ')[1]?.split(' ')[16]);
        } catch {
          return Number.NaN;
        }
      };
      const lowered = () =>
        fs.readdirSync('/proc/self/task').filter((task) => nice(task) === Math.min(19, own + 10));
      const own = nice(fs.readlinkSync('/proc/thread-self').split('/').at(-1) ?? '');
      const before = lowered();
      const writer = new ClickWriterThread(db.settings, pino({ level: 'silent' }));
      await writer.write(...clicks(1));
      expect(lowered().filter((task) => !before.includes(task))).toHaveLength(1);
      await writer.close();
      expect(lowered()).toEqual(before);
    },
  );

  it('fails the writes in flight when the thread dies, logs them, and starts anew', async () => {
    const { log, lines } = recordingLogger();
    const writer = new ClickWriterThread(db.settings, log);
    await writer.write(...clicks(1));
    const lost = clicks(4);
    const inFlight = writer.write(...lost);
    await writer.terminate();
    await expect(inFlight).rejects.toThrow(/click writer thread exited/);
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'click writer thread ended with writes in flight',
        batches: 1,
        clicks: 4,
      }),
    );
    await writer.write(...clicks(2));
    // Sent again, as the click buffer does: stored once, whether or not the lost write
    // had committed before the thread died.
    await writer.write(...lost);
    await writer.close();
    expect(await stored()).toBe(7);
  });

  it('fails a write whose batch the spool file does not hold whole, and stores none of it', async () => {
    const writer = new ClickWriterThread(db.settings, pino({ level: 'silent' }));
    try {
      const [file, [batch]] = clicks(3);
      const more = { ...(batch as SpooledBatch), key: 'test/more', count: 4 };
      await expect(writer.write(file, [more])).rejects.toThrow(/holds 3 of the 4 clicks/);
      const cut = { ...(batch as SpooledBatch), key: 'test/cut', bytes: (batch?.bytes ?? 0) - 1 };
      await expect(writer.write(file, [cut])).rejects.toThrow(/holds 2 of the 3 clicks/);
      expect(await stored()).toBe(0);
      await writer.write(file, [batch as SpooledBatch]);
      expect(await stored()).toBe(3);
    } finally {
      await writer.close();
    }
  });

  /** Clicks the analytics count (rollups and raw tail) on the links these tests click. */
  const counted = async () => {
    let total = 0;
    for (const linkId of ['link-0', 'link-1', 'link-2', 'link-9']) {
      const sums = await readClickSums(
        db.kysely,
        { linkId },
        { from: 0, to: Number.MAX_SAFE_INTEGER },
      );
      for (const hour of sums.hours.values()) total += hour.clicks;
    }
    return total;
  };

  it('stores a batch sent again once, clicks and rollups, beside new batches in the same write', async () => {
    const writer = new ClickWriterThread(db.settings, pino({ level: 'silent' }));
    try {
      const first = clicks(3);
      await writer.write(...first);
      await writer.write(...first);
      expect(await stored()).toBe(3);
      // One write of the seen batch and a new one: only the new one's clicks are added.
      const fresh: RawClick = {
        linkId: 'link-9',
        at: T0,
        ip: '198.51.100.1',
        userAgent: undefined,
        referer: undefined,
        isQr: false,
      };
      const [file, [firstBatch]] = first;
      const [, [freshBatch]] = spooled([{ key: 'test/fresh', clicks: [fresh] }]);
      await writer.write(file, [firstBatch, freshBatch] as SpooledBatch[]);
      expect(await stored()).toBe(4);
      expect(await counted()).toBe(4);
    } finally {
      await writer.close();
    }
  });

  /** Whether every stored click is counted in the analytics rollups (their watermark). */
  const allRolledUp = async () => {
    const { last } = await db.kysely
      .selectFrom('analytics_rollup_state')
      .select('last_click_id as last')
      .executeTakeFirstOrThrow();
    const { newest } = await db.kysely
      .selectFrom('clicks')
      .select((eb) => eb.fn.max('id').as('newest'))
      .executeTakeFirstOrThrow();
    return Number(last) === Number(newest);
  };

  it('rolls up at most once a window, and the last window when it ends, without another click', async () => {
    const writer = new ClickWriterThread(db.settings, pino({ level: 'silent' }), {
      rollupEveryMs: 1500,
    });
    try {
      // The first batch is rolled up at once (on the thread's queue, before the second).
      await writer.write(...clicks(3));
      await writer.write(...clicks(2));
      // The second is inside the window: counted when the window ends, with no click after it.
      expect(await allRolledUp()).toBe(false);
      await vi.waitFor(async () => expect(await allRolledUp()).toBe(true), PATIENTLY);
    } finally {
      await writer.close();
    }
  });

  it('rolls up what is left when it is closed', async () => {
    const writer = new ClickWriterThread(db.settings, pino({ level: 'silent' }), {
      rollupEveryMs: 60_000,
    });
    await writer.write(...clicks(3));
    await writer.write(...clicks(2));
    expect(await allRolledUp()).toBe(false);
    await writer.close();
    expect(await stored()).toBe(5);
    expect(await allRolledUp()).toBe(true);
  });

  it('ends when idle, all rolled up, lets V8 give memory back, and starts again for the next batch', async () => {
    const writer = new ClickWriterThread(db.settings, pino({ level: 'silent' }), {
      rollupEveryMs: 60_000,
      idleMs: 200,
    });
    // What --expose-gc gives npm start's process (runtime/release-memory.ts).
    const exposed = globalThis.gc;
    const gc = vi.fn();
    globalThis.gc = gc as unknown as typeof globalThis.gc;
    try {
      await writer.write(...clicks(3));
      await writer.write(...clicks(2));
      expect(writer.isRunning).toBe(true);
      expect(await allRolledUp()).toBe(false);
      await vi.waitFor(() => expect(writer.isRunning).toBe(false), PATIENTLY);
      expect(await allRolledUp()).toBe(true);
      await vi.waitFor(() => expect(gc).toHaveBeenCalled(), PATIENTLY);
      await writer.write(...clicks(4));
      expect(writer.isRunning).toBe(true);
      expect(await stored()).toBe(9);
    } finally {
      globalThis.gc = exposed;
      await writer.close();
    }
    expect(writer.isRunning).toBe(false);
  });

  it('does not end while writes keep coming, and waits for an ending thread', async () => {
    const writer = new ClickWriterThread(db.settings, pino({ level: 'silent' }), { idleMs: 150 });
    try {
      for (let i = 0; i < 6; i++) {
        await writer.write(...clicks(1));
        expect(writer.isRunning).toBe(true);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // A write just as the idle thread ends goes to the next thread, after it.
      await new Promise((resolve) => setTimeout(resolve, 160));
      await writer.write(...clicks(1));
      expect(await stored()).toBe(7);
    } finally {
      await writer.close();
    }
  });
});
