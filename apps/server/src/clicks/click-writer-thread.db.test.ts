import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestDatabase, testEngines } from '../test/databases.js';
import { ClickWriterThread } from './click-writer-thread.js';
import { ClickBatch } from './raw-click.js';

const T0 = Date.UTC(2026, 10, 22, 10, 0, 0);

function clicks(count: number): [Uint8Array, number] {
  const batch = new ClickBatch();
  for (let i = 0; i < count; i++)
    batch.add({
      linkId: `link-${i % 3}`,
      at: T0 + i,
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0 Firefox/128.0',
      referer: undefined,
      isQr: false,
    });
  return [batch.encoded(), count];
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

  const stored = async () =>
    Number(
      (
        await db.kysely
          .selectFrom('clicks')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('writes batches on its own connection and ends when closed', async () => {
    const writer = new ClickWriterThread(db.settings, pino({ level: 'silent' }));
    await writer.write(...clicks(3));
    await writer.write(...clicks(2));
    await writer.close();
    expect(await stored()).toBe(5);
  });

  it('fails the writes in flight when the thread dies, logs them, and starts anew', async () => {
    const { log, lines } = recordingLogger();
    const writer = new ClickWriterThread(db.settings, log);
    await writer.write(...clicks(1));
    const inFlight = writer.write(...clicks(4));
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
    await writer.close();
    // The lost write may or may not have committed before the thread died.
    expect([3, 7]).toContain(await stored());
  });
});
