import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Db } from '../db/database.js';
import { SPOOL_SUFFIX, type SpoolRange, STALE_MS } from './click-spool.js';
import {
  lastSeqOfKey,
  type SpooledBatch,
  spoolBatchKey,
  spoolKeyPrefix,
} from './click-worker-protocol.js';
import { CUT_SHORT, MAX_RECORD_BYTES, recordEnd } from './spool-record.js';

/** Clicks per batch when a spool is replayed, and batches per write (one transaction). */
const REPLAY_BATCH = 1000;
const REPLAY_WRITE_BATCHES = 10;
/**
 * A spool is read this much at a time: a dead process's may be as large as
 * CLICK_SPOOL_MAX_BYTES (1 GiB), too much to hold or decode at once on the event loop
 * (bench/replay.js). Larger than a record can be, so each read moves on.
 */
const READ_BYTES = Math.max(1024 * 1024, 2 * MAX_RECORD_BYTES);

export interface ReplayDeps {
  dir: string;
  db: Db;
  log: Logger;
  /** Whether a file is one this process appends to or keeps (click-spool.ts): never replayed by itself. */
  isOwn: (fileId: string) => boolean;
  write: (file: string, batches: SpooledBatch[]) => Promise<void>;
  now?: () => number;
}

/**
 * Writes to the database the clicks of spools whose process died, then deletes them. A
 * file's process is gone when its pid (in the name: the writer's, or the replayer's for a
 * claimed file) is no process, or is this one's (a container restarted with the same pid),
 * or when the file was not touched for STALE_MS (live spools are touched every few
 * seconds). A file is claimed by a rename, which one process alone wins. `click_batches` tells which of its records were
 * committed before the death (keys `{file id}:{first}:{last}`, written in order): only the
 * rest are written, under keys of the same form, so a replay cut short and done again by
 * another process stores nothing twice. Returns the clicks written.
 */
export async function replayOrphanSpools(deps: ReplayDeps): Promise<number> {
  const now = deps.now?.() ?? Date.now();
  let names: string[];
  try {
    names = fs.readdirSync(deps.dir).filter((name) => name.endsWith(SPOOL_SUFFIX));
  } catch {
    return 0;
  }
  let written = 0;
  for (const name of names) {
    const [fileId = '', claimer] = name.slice(0, -SPOOL_SUFFIX.length).split('~');
    if (fileId === '' || deps.isOwn(fileId)) continue;
    const file = path.join(deps.dir, name);
    const claimed = claim(file, deps.dir, fileId, pidOf(claimer ?? fileId), now);
    if (claimed) written += await replayFile(deps, claimed, fileId);
  }
  return written;
}

/** Renames a dead process's spool to a name of ours; null when it lives or another process won. */
function claim(
  file: string,
  dir: string,
  fileId: string,
  ownerPid: number,
  now: number,
): string | null {
  try {
    const isStale = now - fs.statSync(file).mtimeMs >= STALE_MS;
    if (!isStale && isRunning(ownerPid)) return null;
    const claimed = path.join(dir, `${fileId}~${process.pid}-${randomUUID()}${SPOOL_SUFFIX}`);
    fs.renameSync(file, claimed);
    const touched = new Date(now);
    fs.utimesSync(claimed, touched, touched);
    return claimed;
  } catch {
    return null;
  }
}

const pidOf = (id: string) => Number.parseInt(id.split('-')[0] ?? '', 10);

/** Whether `pid` is another process that runs (this process's own pid means its writer is gone). */
function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function replayFile(deps: ReplayDeps, file: string, fileId: string): Promise<number> {
  const first = (await lastCommittedSeq(deps.db, fileId)) + 1;
  let written = 0;
  const batches: SpooledBatch[] = [];
  const write = async () => {
    const sending = batches.splice(0);
    await deps.write(file, sending);
    for (const { count } of sending) written += count;
  };
  const { records, tornAt } = await scanSpool(
    file,
    first,
    async ({ seq, count, offset, bytes }) => {
      batches.push({ key: spoolBatchKey(fileId, seq, count), count, offset, bytes });
      if (batches.length === REPLAY_WRITE_BATCHES) await write();
    },
  );
  if (batches.length > 0) await write();
  if (tornAt !== null)
    deps.log.warn({ file, tornAt, clicks: records }, 'click spool ends in a torn record: skipped');
  fs.rmSync(file, { force: true });
  deps.log.info(
    { file, replayed: written, before: first },
    'click spool of a stopped process replayed',
  );
  return written;
}

/**
 * Reads the spool `file` a part at a time and hands `write` its records from position
 * `first` on, REPLAY_BATCH at a time, each run written before the next is read. Resolves
 * with the file's count of whole records, and where a torn or damaged one ends what can be
 * read (null: nothing does).
 */
async function scanSpool(
  file: string,
  first: number,
  write: (range: SpoolRange) => Promise<void>,
): Promise<{ records: number; tornAt: number | null }> {
  const handle = await fs.promises.open(file, 'r');
  const chunk = Buffer.allocUnsafe(READ_BYTES);
  let seq = 0;
  let range: SpoolRange | null = null;
  const send = async () => {
    if (!range) return;
    await write(range);
    range = null;
  };
  try {
    for (let position = 0; ; ) {
      const { bytesRead } = await handle.read(chunk, 0, READ_BYTES, position);
      const bytes = chunk.subarray(0, bytesRead);
      const isLast = bytesRead < READ_BYTES;
      let at = 0;
      while (at < bytes.length) {
        const end = recordEnd(bytes, at);
        // The rest of this record comes with the next read.
        if (end === CUT_SHORT && !isLast && at > 0) break;
        if (end < 0) {
          await send();
          return { records: seq, tornAt: position + at };
        }
        if (seq >= first) {
          range ??= { seq, count: 0, offset: position + at, bytes: 0 };
          range.count += 1;
          range.bytes += end - at;
        }
        seq += 1;
        at = end;
        if (range?.count === REPLAY_BATCH) await send();
      }
      if (isLast) {
        await send();
        return { records: seq, tornAt: null };
      }
      position += at;
    }
  } finally {
    await handle.close();
  }
}

/** The last record of `fileId` a committed batch held, or -1. */
async function lastCommittedSeq(db: Db, fileId: string): Promise<number> {
  const rows = await db.kysely
    .selectFrom('click_batches')
    .select('id')
    .where('id', 'like', `${spoolKeyPrefix(fileId)}%`)
    .execute();
  let last = -1;
  for (const { id } of rows) last = Math.max(last, lastSeqOfKey(id));
  return last;
}
