import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import {
  runServerToExit,
  type ServerProcess,
  signUpAndShorten,
  startServerProcess,
} from '../test/server-process.js';

const dirs: string[] = [];
let server: ServerProcess | undefined;

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-main-'));
  dirs.push(dir);
  return dir;
}

afterEach(async () => {
  if (server?.child.exitCode === null) await server.stop('SIGKILL');
  server = undefined;
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

// Each test spawns the server through tsx: seconds of start-up on a busy machine, not the default 5 s.
describe('the server process', { timeout: 60_000 }, () => {
  it('serves, then exits 0 within 5 s of SIGTERM', async () => {
    server = await startServerProcess({ DATA_DIR: tempDataDir() });
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    const { code, ms } = await server.stop('SIGTERM');
    expect(code).toBe(0);
    expect(ms).toBeLessThan(5000);
  });

  it('still answers and exits on SIGTERM when nobody reads its output', async () => {
    server = await startServerProcess({ DATA_DIR: tempDataDir(), LOG_LEVEL: 'debug' });
    // Stop reading: the pipe fills with the debug lines of the requests below.
    server.child.stdout?.pause();
    server.child.stdout?.removeAllListeners('data');
    for (let i = 0; i < 600; i++) {
      const health = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(5000) });
      expect(health.status).toBe(200);
    }
    const { code, ms } = await server.stop('SIGTERM');
    expect(code).not.toBeNull();
    expect(ms).toBeLessThan(10_000);
  });

  it('counts every click served right up to SIGTERM', async () => {
    const dataDir = tempDataDir();
    server = await startServerProcess({ DATA_DIR: dataDir, APP_URL: 'http://127.0.0.1:1' });
    const base = server.url;
    await signUpAndShorten(base, 'http://127.0.0.1:1', 'sigterm-1');

    const responses = await Promise.all(
      Array.from({ length: 300 }, () => fetch(`${base}/sigterm-1`, { redirect: 'manual' })),
    );
    const served = responses.filter((response) => response.status === 302).length;
    expect(served).toBe(300);
    expect((await server.stop('SIGTERM')).code).toBe(0);

    const direct = new SQLite(path.join(dataDir, 'kurz.db'), { readonly: true });
    const row = direct.prepare('select count(*) as n from clicks').get() as { n: number };
    direct.close();
    expect(row.n).toBe(served);
  });

  it('exits non-zero naming PORT when PORT is not a number', async () => {
    const { code, output } = await runServerToExit({ PORT: 'abc', DATA_DIR: tempDataDir() });
    expect(code).not.toBe(0);
    expect(output).toMatch(/PORT: must be a port number/);
  });

  it('keeps its data from one start to the next', async () => {
    const dataDir = tempDataDir();
    server = await startServerProcess({ DATA_DIR: dataDir });
    expect(server.output()).toMatch(/database migrated/);
    await server.stop();

    const file = path.join(dataDir, 'kurz.db');
    const direct = new SQLite(file);
    direct
      .prepare(
        'insert into contact_messages (id, name, email, subject, message, created_at) values (?, ?, ?, ?, ?, ?)',
      )
      .run('m1', 'Ada', 'ada@example.com', 'Hello', 'Kept?', 1000);
    direct.close();

    server = await startServerProcess({ DATA_DIR: dataDir });
    expect(server.output()).not.toMatch(/database migrated/);
    await server.stop();
    const reopened = new SQLite(file, { readonly: true });
    expect(reopened.prepare('select name from contact_messages').all()).toEqual([{ name: 'Ada' }]);
    reopened.close();
  });
});
