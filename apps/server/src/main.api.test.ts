import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { runServerToExit, type ServerProcess, startServerProcess } from './test/server-process.js';

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

describe('the server process', () => {
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
