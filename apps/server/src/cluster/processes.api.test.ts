import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ServerProcess,
  signUpAndShorten,
  startServerProcess,
} from '../../test/server-process.js';

/** KURZ_WORKERS: several server processes on one port and one SQLite file. */
const TOKEN = 'cluster-metrics-token-0123456789';
const dirs: string[] = [];
let server: ServerProcess | undefined;

afterEach(async () => {
  if (server?.child.exitCode === null) await server.stop('SIGKILL');
  for (const pid of server ? childPids(server.child.pid ?? 0) : []) kill(pid, 'SIGKILL');
  server = undefined;
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The processes whose parent is `parent` (Linux: /proc). */
function childPids(parent: number): number[] {
  return fs.readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      // The fourth field of stat, after the name in parentheses, is the parent's pid.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      return ppid === parent ? [Number(entry)] : [];
    } catch {
      return [];
    }
  });
}

function kill(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // Gone already.
  }
}

/** A redirect on a connection of its own, so none outlives a killed process. */
const visit = (base: string, code: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(`${base}/${code}`, { agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on('error', reject);
  });

async function until(check: () => boolean, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('KURZ_WORKERS=2 on SQLite', { timeout: 120_000 }, () => {
  it('serves from two processes, restarts one killed with SIGKILL, stops on SIGTERM, and stores every click once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-cluster-'));
    dirs.push(dataDir);
    const env = { DATA_DIR: dataDir, APP_URL: 'http://127.0.0.1:1' };
    // One process signs Ada up: the dev outbox is per process.
    server = await startServerProcess(env);
    await signUpAndShorten(server.url, 'http://127.0.0.1:1', 'two-procs');
    await server.stop('SIGTERM');

    server = await startServerProcess({ ...env, KURZ_WORKERS: '2', METRICS_TOKEN: TOKEN });
    const primary = server.child.pid ?? 0;
    const base = server.url;
    await until(() => childPids(primary).length === 2);
    const first = await Promise.all(Array.from({ length: 200 }, () => visit(base, 'two-procs')));
    expect(first.every((status) => status === 302)).toBe(true);
    // /metrics, from whichever process answers, sums both.
    for (let i = 0; i < 4; i++) {
      const scraped = await fetch(`${base}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(/^kurz_redirects_total (\d+)$/m.exec(await scraped.text())?.[1]).toBe('200');
    }
    // Each process spools its own clicks (a file each).
    const spools = () => fs.readdirSync(path.join(dataDir, 'click-spool'));
    await until(() => spools().length >= 2);

    const [victim] = childPids(primary);
    kill(victim ?? 0, 'SIGKILL');
    await until(() => {
      const now = childPids(primary);
      return now.length === 2 && !now.includes(victim ?? 0);
    });
    expect(server.output()).toMatch(/a server process died; starting another/);
    const listening = () => server?.output().match(/Server listening at/g)?.length ?? 0;
    await until(() => listening() === 3);
    const second = await Promise.all(Array.from({ length: 200 }, () => visit(base, 'two-procs')));
    expect(second.every((status) => status === 302)).toBe(true);

    const { code } = await server.stop('SIGTERM');
    expect(code, server.output()).toBe(0);
    expect(childPids(primary)).toEqual([]);
    // The killed process's spool is replayed by the next start.
    server = await startServerProcess(env);
    const db = new SQLite(path.join(dataDir, 'kurz.db'), { readonly: true });
    const stored = () => (db.prepare('select count(*) as n from clicks').get() as { n: number }).n;
    await until(() => stored() >= 400);
    await server.stop('SIGTERM');
    expect(stored()).toBe(400);
    db.close();
  });
});
