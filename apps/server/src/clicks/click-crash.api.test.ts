import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ServerProcess,
  signUpAndShorten,
  startServerProcess,
} from '../../test/server-process.js';

let server: ServerProcess | undefined;
const dirs: string[] = [];
afterEach(async () => {
  if (server?.child.exitCode === null) await server.stop('SIGKILL');
  server = undefined;
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const ORIGIN = 'http://127.0.0.1:1';

function storedClicks(dataDir: string): number {
  const direct = new SQLite(path.join(dataDir, 'kurz.db'), { readonly: true });
  try {
    return (direct.prepare('select count(*) as n from clicks').get() as { n: number }).n;
  } finally {
    direct.close();
  }
}

// Two server starts through tsx and a load between them: seconds on a busy machine.
describe('clicks and a crash', { timeout: 90_000 }, () => {
  it('keeps every click answered before kill -9: the next start writes them from the spool', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-crash-'));
    dirs.push(dataDir);
    server = await startServerProcess({ DATA_DIR: dataDir, APP_URL: ORIGIN });
    const base = server.url;
    await signUpAndShorten(base, ORIGIN, 'crash-test');

    // Sixteen clients redirecting as fast as they are answered, until the server is gone.
    let sent = 0;
    let served = 0;
    let isLoaded = false;
    const client = async () => {
      for (;;) {
        sent += 1;
        try {
          const response = await fetch(`${base}/crash-test`, { redirect: 'manual' });
          if (response.status !== 302) throw new Error(`status ${response.status}`);
          served += 1;
          if (served >= 500) isLoaded = true;
        } catch {
          return;
        }
      }
    };
    const clients = Promise.all(Array.from({ length: 16 }, client));
    while (!isLoaded) await new Promise((resolve) => setTimeout(resolve, 20));
    await server.stop('SIGKILL');
    await clients;
    // Its writer may have stored them all before the kill: then the spool has nothing to replay.
    const isReplayNeeded = storedClicks(dataDir) < served;

    server = await startServerProcess({ DATA_DIR: dataDir, APP_URL: ORIGIN });
    const replayed = /click spool of a stopped process replayed/;
    const deadline = Date.now() + 20_000;
    const isDone = () =>
      storedClicks(dataDir) >= served && (!isReplayNeeded || replayed.test(server?.output() ?? ''));
    while (!isDone() && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const stored = storedClicks(dataDir);
    // Every answered redirect's click, and none that was never asked for.
    expect({ served, stored: Math.min(stored, served) }).toEqual({ served, stored: served });
    expect(stored).toBeLessThanOrEqual(sent);
    if (isReplayNeeded) expect(server.output()).toMatch(replayed);
    const { code } = await server.stop('SIGTERM');
    expect(code).toBe(0);
    expect(storedClicks(dataDir)).toBe(stored);
  });
});
