import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ServerProcess,
  signUpAndShorten,
  spoolBytes,
  startServerProcess,
} from '../../test/server-process.js';

let server: ServerProcess | undefined;
let locker: SQLite.Database | undefined;
const dirs: string[] = [];
afterEach(async () => {
  if (locker?.inTransaction) locker.exec('rollback');
  locker?.close();
  locker = undefined;
  if (server?.child.exitCode === null) await server.stop('SIGKILL');
  server = undefined;
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const ORIGIN = 'http://127.0.0.1:1';
/** Longer than the server's busy timeout (5 s): its click writes fail, not just wait. */
const LOCKED_MS = 7_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function read<T>(dataDir: string, query: string): T {
  const direct = new SQLite(path.join(dataDir, 'kurz.db'), { readonly: true });
  try {
    return direct.prepare(query).pluck().get() as T;
  } finally {
    direct.close();
  }
}

const storedClicks = (dataDir: string) => read<number>(dataDir, 'select count(*) from clicks');

async function until(isDone: () => boolean, ms: number): Promise<boolean> {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await sleep(100))
    if (isDone()) return true;
  return isDone();
}

// A SQLite database cannot be switched off; another process holding its write lock (a
// backup, a migration, a stuck tool) is its outage: writes fail after the busy timeout.
describe('clicks while the SQLite database is locked by another process', {
  timeout: 90_000,
}, () => {
  it('redirects go on, the spool grows, and it drains once the lock is gone', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-locked-'));
    dirs.push(dataDir);
    server = await startServerProcess({ DATA_DIR: dataDir, APP_URL: ORIGIN });
    const base = server.url;
    await signUpAndShorten(base, ORIGIN, 'locked-test');
    const visit = () => fetch(`${base}/locked-test`, { redirect: 'manual' });
    expect((await visit()).status).toBe(302);
    expect(await until(() => storedClicks(dataDir) === 1, 10_000)).toBe(true);
    // The webhook job moves its watermark past the first click (a write, at most once a
    // minute): let it happen before the lock, so this test measures the click path alone.
    expect(
      await until(
        () => read<number>(dataDir, 'select last_click_id from webhook_click_state') >= 1,
        20_000,
      ),
    ).toBe(true);

    locker = new SQLite(path.join(dataDir, 'kurz.db'));
    locker.exec('begin immediate');
    const spoolBefore = spoolBytes(dataDir);
    let served = 1;
    let slowest = 0;
    const lockedUntil = Date.now() + LOCKED_MS;
    while (Date.now() < lockedUntil) {
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 8 }, visit));
      slowest = Math.max(slowest, Date.now() - started);
      for (const answer of answers) expect(answer.status).toBe(302);
      served += answers.length;
      await sleep(20);
    }
    // Nothing written while locked; every click of the outage waits in the spool.
    expect(storedClicks(dataDir)).toBe(1);
    expect(spoolBytes(dataDir)).toBeGreaterThan(spoolBefore + (served - 1) * 20);
    // The redirects never waited for the database.
    expect(slowest).toBeLessThan(1000);
    locker.exec('rollback');

    expect(await until(() => storedClicks(dataDir) >= served, 20_000)).toBe(true);
    expect(storedClicks(dataDir)).toBe(served);
    expect(server.output()).toMatch(/writing clicks failed; will retry/);
    expect((await server.stop('SIGTERM')).code).toBe(0);
    expect(storedClicks(dataDir)).toBe(served);
  });
});
