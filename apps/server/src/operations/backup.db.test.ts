import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { BackupRefused, backupDatabase } from './backup.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-backup-'));
  dirs.push(dir);
  return dir;
};

const cli = path.resolve(import.meta.dirname, '../cli.ts');
const runCli = (dataDir: string, args: string[]) =>
  promisify(execFile)(
    process.execPath,
    ['--conditions=@kurz/source', '--import', 'tsx', cli, ...args],
    { env: { PATH: process.env.PATH, DATA_DIR: dataDir } },
  );

describe('kurz backup', { timeout: 60_000 }, () => {
  it('copies a SQLite database while it is being written to, whole and consistent', async () => {
    const dataDir = tempDir();
    const db = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'kurz.db') });
    await migrateToLatest(db.kysely);
    const insert = (i: number) =>
      db.kysely
        .insertInto('contact_messages')
        .values({
          id: `m${i}`,
          name: 'Ada',
          email: 'ada@example.com',
          subject: 'Hi',
          message: 'x'.repeat(500),
          created_at: i,
        })
        .execute();
    for (let i = 0; i < 500; i++) await insert(i);
    const target = path.join(dataDir, 'backups', 'nightly.db');
    const backup = runCli(dataDir, ['backup', target]);
    // Writes go on while the command runs (bounded: a few thousand rows at most).
    let done = false;
    void backup.finally(() => {
      done = true;
    });
    for (let i = 500; !done && i < 5000; i++) await insert(i);
    const { stdout } = await backup;
    await db.close();

    expect(stdout).toMatch(/^Backed up the database to .*nightly\.db \([\d,]+ bytes\)/);
    expect(fs.existsSync(`${target}.partial`)).toBe(false);
    const copy = new SQLite(target, { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    const { n } = copy.prepare('select count(*) as n from contact_messages').get() as { n: number };
    expect(n).toBeGreaterThanOrEqual(500);
    copy.close();
  });

  it('refuses PostgreSQL (pg_dump is its tool) and a missing database, naming why', async () => {
    await expect(
      backupDatabase({ kind: 'postgres', url: 'postgres://x@127.0.0.1/kurz' }, '/tmp/x.db'),
    ).rejects.toThrow(/pg_dump/);
    const missing = path.join(tempDir(), 'none.db');
    await expect(backupDatabase({ kind: 'sqlite', file: missing }, '/tmp/x.db')).rejects.toThrow(
      BackupRefused,
    );
    await expect(runCli(tempDir(), ['backup', 'x.db'])).rejects.toMatchObject({
      code: 1,
      stderr: /No database at/,
    });
  });

  it('says how to use it when the command is unknown', async () => {
    await expect(runCli(tempDir(), ['restore'])).rejects.toMatchObject({
      code: 2,
      stderr: /Usage: kurz/,
    });
  });
});
