import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MIN_CLICK_SPOOL_BYTES } from '../config.js';
import { defaultClickBufferOptions } from './click-buffer.js';
import { ClickSpool, SPOOL_SUFFIX } from './click-spool.js';
import type { RawClick } from './raw-click.js';
import { decodeSpool, encodeRecord } from './spool-record.js';

const silent = pino({ level: 'silent' });
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-spool-'));
  dirs.push(dir);
  return dir;
}

const click = (n: number): RawClick => ({
  linkId: `link-${n}`,
  at: 1_700_000_000_000 + n,
  ip: '198.51.100.7',
  userAgent: n % 2 ? 'Mozilla/5.0 Firefox/128.0' : undefined,
  referer: 'https://news.example/ü',
  isQr: n % 3 === 0,
});

const spoolBytes = (dir: string) => {
  const [name] = fs.readdirSync(dir).filter((file) => file.endsWith(SPOOL_SUFFIX));
  return fs.readFileSync(path.join(dir, name ?? ''));
};

describe('the click spool', () => {
  it('holds several writer batches of browser clicks at the smallest size allowed', () => {
    // A spool smaller than a batch drains only on the timer: clicks beyond it are dropped.
    const { maxBatch } = defaultClickBufferOptions();
    const spool = new ClickSpool(tempDir(), MIN_CLICK_SPOOL_BYTES, silent);
    spool.open();
    const browserClick = (n: number): RawClick => ({
      linkId: `lnk_${n.toString(36).padStart(18, '0')}`,
      at: 1_700_000_000_000 + n,
      ip: `2001:db8:${(n % 65_536).toString(16)}::1`,
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      referer: 'https://news.example.com/articles/2030/06/some-story?utm_source=feed',
      isQr: false,
    });
    for (let n = 0; n < 3 * maxBatch; n++) spool.append(browserClick(n));
    expect(spool.droppedCount).toBe(0);
    spool.close(false);
  });

  it('writes a turn’s clicks in one write before answering any of them', async () => {
    const dir = tempDir();
    const spool = new ClickSpool(dir, 1024 * 1024, silent);
    spool.open();
    const seenAtAnswer: number[] = [];
    const answered = new Promise<void>((resolve) => {
      for (let n = 0; n < 3; n++)
        spool.append(click(n), () => {
          seenAtAnswer.push(decodeSpool(spoolBytes(dir)).clicks.length);
          if (seenAtAnswer.length === 3) resolve();
        });
    });
    // Nothing is answered within the turn that recorded the clicks.
    expect(seenAtAnswer).toEqual([]);
    await answered;
    expect(seenAtAnswer).toEqual([3, 3, 3]);
    expect(decodeSpool(spoolBytes(dir)).clicks).toEqual([0, 1, 2].map(click));
    spool.close(false);
  });

  it('writes a turn larger than its buffer whole', async () => {
    const dir = tempDir();
    const spool = new ClickSpool(dir, 64 * 1024 * 1024, silent);
    spool.open();
    const long = (n: number) => ({
      ...click(n),
      userAgent: `Mozilla/5.0 ${'x'.repeat(2000)} ${n}`,
    });
    const all = Array.from({ length: 1000 }, (_, n) => long(n));
    await Promise.all(
      all.map((value) => new Promise<void>((resolve) => spool.append(value, resolve))),
    );
    expect(decodeSpool(spoolBytes(dir))).toMatchObject({ clicks: all, tornAt: null });
    // The turns after it start from the usual buffer, and read back as well.
    await new Promise<void>((resolve) => spool.append(click(7), resolve));
    expect(decodeSpool(spoolBytes(dir)).clicks.at(-1)).toEqual(click(7));
    spool.close(false);
  });

  it('numbers records by position in their file', () => {
    const spool = new ClickSpool(tempDir(), 1024 * 1024, silent);
    spool.open();
    expect([0, 1, 2].map((n) => spool.append(click(n)))).toEqual([0, 1, 2]);
    expect(spool.fileId).toMatch(new RegExp(`^${process.pid}-`));
    spool.close(false);
  });

  it('drops a turn the disk refused part way, answers it, and writes the next turn over that part', async () => {
    const dir = tempDir();
    const spool = new ClickSpool(dir, 1024 * 1024, silent);
    const lost: [number, number][] = [];
    spool.onTurnLost((seq, offset) => lost.push([seq, offset]));
    spool.open();
    spool.append(click(0));
    spool.writeTurn();
    const firstTurn = spool.writtenBytes;
    // The disk takes half of the next turn, then refuses the rest.
    const write = fs.writeSync;
    const half = (fd: number, buffer: Buffer, offset: number, length: number, position: number) =>
      write(fd, buffer, offset, Math.floor(length / 2), position);
    vi.spyOn(fs, 'writeSync')
      .mockImplementationOnce(half as typeof fs.writeSync)
      .mockImplementationOnce(() => {
        throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
      });
    let answered = 0;
    for (let n = 1; n < 4; n++) spool.append(click(n), () => answered++);
    spool.writeTurn();
    vi.restoreAllMocks();
    expect(answered).toBe(3);
    expect(spool.droppedCount).toBe(3);
    expect(lost).toEqual([[1, firstTurn]]);
    // Their positions go to the next records, written where the refused turn began.
    expect(spool.append(click(4))).toBe(1);
    expect(spool.lastRecordOffset).toBe(firstTurn);
    spool.writeTurn();
    expect(decodeSpool(spoolBytes(dir)).clicks.slice(0, 2)).toEqual([click(0), click(4)]);
    spool.close(false);
  });

  it('drops and counts clicks past its bound, answering them at once, until some are written', () => {
    const record = encodeRecord(click(1)).length;
    const spool = new ClickSpool(tempDir(), record * 2, silent);
    spool.open();
    expect(spool.append(click(1))).toBe(0);
    expect(spool.append(click(1))).toBe(1);
    let answered = false;
    expect(
      spool.append(click(1), () => {
        answered = true;
      }),
    ).toBeNull();
    expect(answered).toBe(true);
    expect(spool.droppedCount).toBe(1);
    spool.written(record);
    expect(spool.append(click(1))).toBe(2);
    spool.close(false);
  });

  it('keeps its file when clicks are not all written, and deletes it when they are', () => {
    const dir = tempDir();
    const kept = new ClickSpool(dir, 1024 * 1024, silent);
    kept.open();
    kept.append(click(1));
    kept.close(false);
    expect(decodeSpool(spoolBytes(dir)).clicks).toHaveLength(1);
    fs.rmSync(dir, { recursive: true });
    const gone = new ClickSpool(dir, 1024 * 1024, silent);
    gone.open();
    gone.append(click(1));
    gone.close(true);
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});

describe('decoding a spool', () => {
  const file = Buffer.concat([0, 1, 2].map((n) => encodeRecord(click(n))));

  it('reads every record back', () => {
    const decoded = decodeSpool(file);
    expect(decoded.clicks).toEqual([0, 1, 2].map(click));
    expect(decoded.tornAt).toBeNull();
  });

  it.each([
    ['cut inside its payload', file.subarray(0, file.length - 3)],
    ['cut inside its header', Buffer.concat([file, Buffer.from([1, 2, 3])])],
    [
      'with a damaged byte',
      (() => {
        const damaged = Buffer.from(file);
        damaged[damaged.length - 2] = (damaged[damaged.length - 2] ?? 0) ^ 0xff;
        return damaged;
      })(),
    ],
  ])('skips a last record %s and keeps those before it', (_label, bytes) => {
    const decoded = decodeSpool(bytes);
    expect(decoded.clicks.length).toBeGreaterThanOrEqual(2);
    expect(decoded.clicks.slice(0, 2)).toEqual([0, 1].map(click));
    expect(decoded.tornAt).not.toBeNull();
  });
});

describe('a written spool', () => {
  afterEach(() => vi.restoreAllMocks());

  it('retires its file once it is a minute old, keeps it until released, then deletes it', async () => {
    const dir = tempDir();
    const spool = new ClickSpool(dir, 1024 * 1024, silent);
    spool.open();
    const first = spool.fileId;
    await new Promise<void>((resolve) => spool.append(click(1), resolve));
    const started = Date.now();
    expect(spool.isRotationDue).toBe(false);
    vi.spyOn(Date, 'now').mockReturnValue(started + 61_000);
    expect(spool.isRotationDue).toBe(true);
    spool.rotate();
    const second = spool.fileId;
    expect(second).not.toBe(first);
    expect(spool.retiredIds).toEqual([first]);
    expect([spool.isOwn(first), spool.isOwn(second), spool.isOwn('another')]).toEqual([
      true,
      true,
      false,
    ]);
    // No second retirement while the first waits for its clicks to be written.
    await new Promise<void>((resolve) => spool.append(click(2), resolve));
    vi.spyOn(Date, 'now').mockReturnValue(started + 200_000);
    expect(spool.isRotationDue).toBe(false);
    const names = (ids: string[]) => ids.map((id) => `${id}${SPOOL_SUFFIX}`).sort();
    expect(fs.readdirSync(dir).sort()).toEqual(names([first, second]));
    expect(decodeSpool(fs.readFileSync(path.join(dir, `${first}${SPOOL_SUFFIX}`))).clicks).toEqual([
      click(1),
    ]);
    spool.release(first);
    expect(spool.isOwn(first)).toBe(false);
    expect(fs.readdirSync(dir)).toEqual(names([second]));
    spool.close(true);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('leaves its retired files to be replayed when it closes with clicks unwritten', () => {
    const dir = tempDir();
    const spool = new ClickSpool(dir, 1024 * 1024, silent, 1);
    spool.open();
    spool.append(click(1));
    spool.writeTurn();
    expect(spool.isRotationDue).toBe(true);
    spool.rotate();
    spool.append(click(2));
    spool.close(false);
    expect(fs.readdirSync(dir)).toHaveLength(2);
  });

  it('keeps appending to its file when a new one cannot be opened, and tries again a minute later', async () => {
    const dir = tempDir();
    const spool = new ClickSpool(dir, 1024 * 1024, silent, 1);
    spool.open();
    const first = spool.fileId;
    spool.append(click(1));
    spool.writeTurn();
    vi.spyOn(fs, 'openSync').mockImplementationOnce(() => {
      throw Object.assign(new Error('too many open files'), { code: 'EMFILE' });
    });
    spool.rotate();
    expect([spool.fileId, spool.retiredIds]).toEqual([first, []]);
    expect(spool.isRotationDue).toBe(false);
    await new Promise<void>((resolve) => spool.append(click(2), resolve));
    expect(decodeSpool(spoolBytes(dir)).clicks).toEqual([click(1), click(2)]);
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 61_000);
    expect(spool.isRotationDue).toBe(true);
    spool.rotate();
    expect(spool.retiredIds).toEqual([first]);
    spool.close(true);
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
