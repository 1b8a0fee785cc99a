import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Config } from '../config.js';

export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

/**
 * `kurz backup <file>`: a consistent copy of the SQLite database while the
 * server runs. `VACUUM INTO` copies one read snapshot (WAL: the server's writes go on);
 * SQLite's page-by-page backup API starts over whenever another connection writes, so
 * under steady clicks it never finished. Written beside the target first and renamed, so
 * a backup cut short never replaces a good one. PostgreSQL has its own tools
 * (docs/operations.md).
 */
export async function backupDatabase(
  database: Config['database'],
  target: string,
): Promise<{ bytes: number }> {
  if (database.kind !== 'sqlite')
    throw new BackupRefused(
      'DATABASE_URL is PostgreSQL: back it up with pg_dump (or pg_basebackup); see docs/operations.md',
    );
  if (!fs.existsSync(database.file))
    throw new BackupRefused(`No database at ${database.file}: check DATA_DIR`);
  const file = path.resolve(target);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  fs.rmSync(partial, { force: true });
  const source = new SQLite(database.file, { readonly: true, fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    source.prepare('vacuum into ?').run(partial);
  } finally {
    source.close();
  }
  const copy = new SQLite(partial, { readonly: true });
  const verdict = copy.pragma('integrity_check', { simple: true });
  copy.close();
  if (verdict !== 'ok') {
    fs.rmSync(partial, { force: true });
    throw new BackupRefused(
      `The copy failed its integrity check (${String(verdict)}); nothing was replaced`,
    );
  }
  fs.renameSync(partial, file);
  return { bytes: fs.statSync(file).size };
}
