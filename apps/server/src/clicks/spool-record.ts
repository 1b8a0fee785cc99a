import { crc32 } from 'node:zlib';
import type { RawClick } from './raw-click.js';

/**
 * A spool record: its payload's length and CRC-32, then the payload, written field by
 * field straight into the spool's buffer for the turn: a JSON text and a Buffer per click
 * were the redirect thread's costliest step after the socket (bench/README.md).
 */
export const HEADER_BYTES = 8;
/** A payload longer than this is no record of ours: the file is torn or foreign there. */
export const MAX_RECORD_BYTES = 64 * 1024;

/** Payload: this version byte, flags, the time, then four strings each after its length. */
const VERSION = 1;
const IS_QR = 1;
const HAS_USER_AGENT = 2;
const HAS_REFERER = 4;
const FIXED_BYTES = 2 + 8 + 4 * 2;
/** The first byte of a payload written as JSON, before the binary records. */
const JSON_PAYLOAD = 0x7b;

/**
 * The most bytes `click`'s record can take (UTF-8 needs up to 3 bytes a UTF-16 unit). Its
 * texts are cut (cutClick), so each string's length fits the 16 bits it is written in.
 */
export function recordBound(click: RawClick): number {
  const chars =
    click.linkId.length +
    click.ip.length +
    (click.userAgent?.length ?? 0) +
    (click.referer?.length ?? 0);
  return HEADER_BYTES + FIXED_BYTES + 3 * chars;
}

/** Writes `click`'s record at `offset` (with recordBound bytes of room); returns its size. */
export function writeRecord(buffer: Buffer, offset: number, click: RawClick): number {
  const start = offset + HEADER_BYTES;
  let flags = click.isQr ? IS_QR : 0;
  if (click.userAgent !== undefined) flags |= HAS_USER_AGENT;
  if (click.referer !== undefined) flags |= HAS_REFERER;
  buffer[start] = VERSION;
  buffer[start + 1] = flags;
  buffer.writeDoubleLE(click.at, start + 2);
  let at = start + 10;
  at = writeString(buffer, at, click.linkId);
  at = writeString(buffer, at, click.ip);
  at = writeString(buffer, at, click.userAgent ?? '');
  at = writeString(buffer, at, click.referer ?? '');
  buffer.writeUInt32LE(at - start, offset);
  buffer.writeUInt32LE(crc32(buffer.subarray(start, at)), offset + 4);
  return at - offset;
}

function writeString(buffer: Buffer, at: number, text: string): number {
  const length = buffer.write(text, at + 2, 'utf8');
  buffer.writeUInt16LE(length, at);
  return at + 2 + length;
}

/** `click`'s record in a Buffer of its own. */
export function encodeRecord(click: RawClick): Buffer {
  const buffer = Buffer.allocUnsafe(recordBound(click));
  return buffer.subarray(0, writeRecord(buffer, 0, click));
}

export interface DecodedSpool {
  clicks: RawClick[];
  /** Set when the file ends in a record cut short or damaged: it and anything after are skipped. */
  tornAt: number | null;
}

/** recordEnd's answers when no whole, sound record starts where it looked. */
export const CUT_SHORT = -1;
export const DAMAGED = -2;

/**
 * Where the record at `at` in `bytes` ends; CUT_SHORT when `bytes` ends before it does,
 * DAMAGED when its length, checksum or version is not one of ours.
 */
export function recordEnd(bytes: Buffer, at: number): number {
  if (bytes.length - at < HEADER_BYTES) return CUT_SHORT;
  const length = bytes.readUInt32LE(at);
  if (length > MAX_RECORD_BYTES) return DAMAGED;
  const end = at + HEADER_BYTES + length;
  if (end > bytes.length) return CUT_SHORT;
  const payload = bytes.subarray(at + HEADER_BYTES, end);
  if (crc32(payload) !== bytes.readUInt32LE(at + 4)) return DAMAGED;
  const isKnown =
    payload[0] === JSON_PAYLOAD || (payload[0] === VERSION && payload.length >= FIXED_BYTES);
  return isKnown ? end : DAMAGED;
}

/** The records of a spool file, up to the first torn or damaged one. */
export function decodeSpool(bytes: Buffer): DecodedSpool {
  const clicks: RawClick[] = [];
  for (let at = 0; at < bytes.length; ) {
    const end = recordEnd(bytes, at);
    if (end < 0) return { clicks, tornAt: at };
    clicks.push(decodePayload(bytes, at + HEADER_BYTES, end));
    at = end;
  }
  return { clicks, tornAt: null };
}

/** The click of the payload from `start` to `end` in `bytes` (recordEnd checked it). */
function decodePayload(bytes: Buffer, start: number, end: number): RawClick {
  // A spool left by a version that wrote JSON (before 27 November 2026) still replays.
  if (bytes[start] === JSON_PAYLOAD)
    return JSON.parse(bytes.toString('utf8', start, end)) as RawClick;
  const flags = bytes[start + 1] ?? 0;
  let offset = start + 10;
  const read = () => {
    const length = bytes.readUInt16LE(offset);
    const text = bytes.toString('utf8', offset + 2, offset + 2 + length);
    offset += 2 + length;
    return text;
  };
  const linkId = read();
  const ip = read();
  const userAgent = read();
  const referer = read();
  return {
    linkId,
    at: bytes.readDoubleLE(start + 2),
    ip,
    userAgent: flags & HAS_USER_AGENT ? userAgent : undefined,
    referer: flags & HAS_REFERER ? referer : undefined,
    isQr: (flags & IS_QR) !== 0,
  };
}
