import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { RawClick } from './raw-click.js';
import { recordBound, writeRecord } from './spool-record.js';

/** The turn's buffer to start with, and back to after a turn that needed a larger one. */
const TURN_BUFFER_BYTES = 256 * 1024;
/** Live spools are touched this often; one untouched for STALE_MS belongs to a dead process. */
export const TOUCH_EVERY_MS = 5_000;
export const STALE_MS = 30_000;
/**
 * A spool file is retired (new clicks go to a new one) once it is this large or this old,
 * and deleted once its clicks are in the database: files do not grow forever, and the raw
 * clicks (IP addresses) leave the disk soon.
 */
const ROTATE_BYTES = 16 * 1024 * 1024;
const ROTATE_AFTER_MS = 60_000;

export const SPOOL_SUFFIX = '.spool';

/** Records of a spool file: `count` from position `seq`, `bytes` from byte `offset`. */
export interface SpoolRange {
  seq: number;
  count: number;
  offset: number;
  bytes: number;
}

/**
 * Clicks on local disk before their redirect is answered: a process that dies
 * (kill -9, OOM) loses none of the clicks it answered for. Each process appends to a file
 * of its own in `dir`; every click of one event-loop turn goes in one `write`, and their
 * redirects are answered after it. The records are numbered by position (`seq`); the
 * buffer writes them to the database in batches keyed by file and positions
 * (spoolBatchKey), so the process that replays a dead one's file (replay-spools.ts) can
 * tell from `click_batches` which were committed. Bounded in bytes: past `maxBytes` not
 * yet written to the database, clicks are dropped, counted and logged, and redirects go
 * on.
 */
export class ClickSpool {
  readonly #dir: string;
  #fd: number | null = null;
  #id = '';
  #file = '';
  /** Records appended to the current file (the next one's seq). */
  #nextSeq = 0;
  #fileBytes = 0;
  #fileStartedAt = 0;
  /** After a new file could not be opened, rotation waits until then (ms). */
  #rotateRetryAt = 0;
  /** Bytes appended (to any of this process's files) and not yet confirmed written to the database. */
  #unwrittenBytes = 0;
  /** This turn's records, written into one buffer (spool-record.ts), then in one write. */
  #turn = Buffer.allocUnsafeSlow(TURN_BUFFER_BYTES);
  #turnBytes = 0;
  #turnCount = 0;
  #answers: (() => void)[] = [];
  #scheduled = false;
  #touchTimer: NodeJS.Timeout | null = null;
  #dropped = 0;
  #droppedLoggedAt = 0;
  #lastRecordBytes = 0;
  #lastRecordOffset = 0;
  #onTurnLost: ((seq: number, offset: number) => void) | null = null;
  /** Files retired by `rotate` whose clicks are not all in the database yet, by id. */
  readonly #retired = new Map<string, { file: string; fd: number }>();

  constructor(
    dir: string,
    private readonly maxBytes: number,
    private readonly log: Logger,
    private readonly rotateBytes = ROTATE_BYTES,
  ) {
    this.#dir = dir;
  }

  /** Opens a new file of this process's own and keeps it marked live. */
  open(): void {
    fs.mkdirSync(this.#dir, { recursive: true });
    this.#startFile();
    this.#touchTimer ??= setInterval(() => this.#touch(), TOUCH_EVERY_MS);
    this.#touchTimer.unref();
  }

  /**
   * `listener` hears of a turn whose write failed: the records from position `seq` (byte
   * `offset`) on are not in the file, and the next ones take their positions.
   */
  onTurnLost(listener: (seq: number, offset: number) => void): void {
    this.#onTurnLost = listener;
  }

  /** The current file's id: the prefix of its batch keys. */
  get fileId(): string {
    return this.#id;
  }

  get dir(): string {
    return this.#dir;
  }

  /** Clicks dropped because the spool was full (or the disk refused them). */
  get droppedCount(): number {
    return this.#dropped;
  }

  /** Bytes on disk whose clicks the database does not have yet. */
  get unwrittenBytes(): number {
    return this.#unwrittenBytes;
  }

  /**
   * Appends `click` to this turn's write and answers after it; its seq, or null when the
   * spool is full (the click is dropped and `answer` runs at once).
   */
  append(click: RawClick, answer?: () => void): number | null {
    const start = this.#turnBytes;
    if (this.#fd !== null) this.#makeRoom(start + recordBound(click));
    const size = this.#fd === null ? 0 : writeRecord(this.#turn, start, click);
    if (size === 0 || this.#unwrittenBytes + size > this.maxBytes) {
      this.#drop(1);
      answer?.();
      return null;
    }
    this.#lastRecordBytes = size;
    this.#lastRecordOffset = this.#fileBytes + start;
    this.#turnBytes += size;
    this.#turnCount += 1;
    this.#unwrittenBytes += size;
    if (answer) this.#answers.push(answer);
    if (!this.#scheduled) {
      this.#scheduled = true;
      setImmediate(() => this.writeTurn());
    }
    return this.#nextSeq++;
  }

  /** The bytes the last appended click takes in the spool (what `written` is told later). */
  get lastRecordBytes(): number {
    return this.#lastRecordBytes;
  }

  /** Where in the file the last appended click's record starts. */
  get lastRecordOffset(): number {
    return this.#lastRecordOffset;
  }

  /** The current file. */
  get file(): string {
    return this.#file;
  }

  /** Bytes of the current file on disk (this turn's records not among them until written). */
  get writtenBytes(): number {
    return this.#fileBytes;
  }

  /** Records `bytes` of spooled clicks as in the database: room for new ones. */
  written(bytes: number): void {
    this.#unwrittenBytes = Math.max(0, this.#unwrittenBytes - bytes);
  }

  /** Whether the current file is large or a minute old, and no retired one waits: time to `rotate`. */
  get isRotationDue(): boolean {
    if (this.#fd === null || this.#fileBytes === 0 || this.#retired.size > 0) return false;
    if (Date.now() < this.#rotateRetryAt) return false;
    return (
      this.#fileBytes >= this.rotateBytes || Date.now() - this.#fileStartedAt >= ROTATE_AFTER_MS
    );
  }

  /**
   * Sends the clicks that follow to a new file. The current one is retired: kept (and
   * marked live) until `release`, and never replayed while this process runs. Under steady
   * load the buffer always has clicks in the current file, so it cannot wait for none.
   * When no new file can be opened (a read-only disk, no descriptors left), clicks go on
   * to the current one and rotation is tried again a minute later.
   */
  rotate(): void {
    if (this.#fd === null) return;
    this.writeTurn();
    const current = { id: this.#id, file: this.#file, fd: this.#fd };
    try {
      this.#startFile();
    } catch (error) {
      this.#rotateRetryAt = Date.now() + ROTATE_AFTER_MS;
      this.log.error(
        { err: error },
        'could not start a new click spool file; keeping the current one',
      );
      return;
    }
    this.#retired.set(current.id, { file: current.file, fd: current.fd });
  }

  /** The retired files' ids. */
  get retiredIds(): string[] {
    return [...this.#retired.keys()];
  }

  /** Deletes the retired file `id`: all its clicks are in the database. */
  release(id: string): void {
    const retired = this.#retired.get(id);
    if (!retired) return;
    this.#retired.delete(id);
    try {
      fs.closeSync(retired.fd);
      fs.rmSync(retired.file, { force: true });
    } catch (error) {
      // Left behind, a replay finds its batches committed and deletes it.
      this.log.warn({ err: error, file: retired.file }, 'could not delete a written click spool');
    }
  }

  /** Whether `id` is one of this process's files (current or retired): not to replay. */
  isOwn(id: string): boolean {
    return id === this.#id || this.#retired.has(id);
  }

  /**
   * Writes what waits, closes the files, and deletes them when all of their clicks are in
   * the database.
   */
  close(isIdle: boolean): void {
    if (this.#touchTimer) clearInterval(this.#touchTimer);
    this.#touchTimer = null;
    if (this.#fd === null) return;
    this.writeTurn();
    fs.closeSync(this.#fd);
    this.#fd = null;
    // Left behind, another process (or the next start) replays them.
    if (isIdle) fs.rmSync(this.#file, { force: true });
    for (const [id, { file, fd }] of this.#retired) {
      fs.closeSync(fd);
      if (isIdle) fs.rmSync(file, { force: true });
      this.#retired.delete(id);
    }
  }

  /** Opens a new file and makes it current; throws, changing nothing, when it cannot. */
  #startFile(): void {
    // The pid tells a restarted process at once that this file's owner is gone.
    const id = `${process.pid}-${randomUUID()}`;
    const file = path.join(this.#dir, `${id}${SPOOL_SUFFIX}`);
    // Written here, each turn at the end of the last whole one (a failed turn's part is
    // written over); the writer thread reads it (read-spooled-batches.ts).
    this.#fd = fs.openSync(file, 'w', 0o600);
    this.#id = id;
    this.#file = file;
    this.#nextSeq = 0;
    this.#fileBytes = 0;
    this.#fileStartedAt = Date.now();
  }

  /** Grows the turn's buffer to hold `bytes`, keeping what it holds. */
  #makeRoom(bytes: number): void {
    if (bytes <= this.#turn.length) return;
    const larger = Buffer.allocUnsafeSlow(Math.max(bytes, 2 * this.#turn.length));
    this.#turn.copy(larger, 0, 0, this.#turnBytes);
    this.#turn = larger;
  }

  /**
   * One write for the whole turn, then the turn's answers; also called before the writer
   * thread is sent clicks of this turn.
   */
  writeTurn(): void {
    this.#scheduled = false;
    const answers = this.#answers;
    this.#answers = [];
    const bytes = this.#turnBytes;
    const count = this.#turnCount;
    this.#turnBytes = 0;
    this.#turnCount = 0;
    if (bytes > 0 && this.#fd !== null) {
      try {
        // A write may take less than it is given (a full disk): the rest goes after it.
        for (let done = 0; done < bytes; )
          done += fs.writeSync(this.#fd, this.#turn, done, bytes - done, this.#fileBytes + done);
        this.#fileBytes += bytes;
      } catch (error) {
        // A full or failing disk: the turn's clicks are lost, and said so; redirects go on.
        // Their positions go to the next turn's records, so the file has no gap.
        this.#nextSeq -= count;
        this.#unwrittenBytes -= bytes;
        this.#drop(count, error);
        this.#onTurnLost?.(this.#nextSeq, this.#fileBytes);
      }
    }
    // A burst's large buffer is not kept for the turns after it.
    if (this.#turn.length > TURN_BUFFER_BYTES)
      this.#turn = Buffer.allocUnsafeSlow(TURN_BUFFER_BYTES);
    for (const answer of answers) answer();
  }

  #touch(): void {
    if (this.#fd === null) return;
    const now = new Date();
    try {
      fs.futimesSync(this.#fd, now, now);
      for (const { fd } of this.#retired.values()) fs.futimesSync(fd, now, now);
    } catch (error) {
      this.log.warn({ err: error }, 'could not mark the click spool live');
    }
  }

  #drop(count: number, error?: unknown): void {
    this.#dropped += count;
    const now = Date.now();
    if (now - this.#droppedLoggedAt < 10_000) return;
    this.#droppedLoggedAt = now;
    this.log.error(
      { err: error, dropped: this.#dropped, maxBytes: this.maxBytes },
      'click spool full or failing: clicks dropped',
    );
  }
}
