import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cutClick, type RawClick } from './raw-click.js';
import {
  CUT_SHORT,
  DAMAGED,
  decodeSpool,
  encodeRecord,
  HEADER_BYTES,
  recordBound,
  recordEnd,
  writeRecord,
} from './spool-record.js';

const click: RawClick = {
  linkId: '01JD3V8Q5M4K2N7P9R1S3T5W7Y',
  at: 1_700_000_000_123,
  ip: '2001:db8::7',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
  referer: 'https://news.example/ü?q=日本',
  isQr: true,
};

/** A record as versions before 27 November 2026 wrote it: the click as JSON. */
function jsonRecord(value: RawClick): Buffer {
  const payload = Buffer.from(JSON.stringify(value));
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt32LE(payload.length, 0);
  header.writeUInt32LE(crc32(payload), 4);
  return Buffer.concat([header, payload]);
}

describe('a spool record', () => {
  it.each([
    ['every field', click],
    [
      'no user agent, no referrer, not a scan',
      { ...click, userAgent: undefined, referer: undefined, isQr: false },
    ],
    ['empty texts', { ...click, userAgent: '', referer: '' }],
    [
      'the longest texts a click keeps, of three-byte characters',
      cutClick({ ...click, userAgent: '語'.repeat(5000), referer: '€'.repeat(5000) }),
    ],
  ])('reads back what was written: %s', (_label, value) => {
    expect(decodeSpool(encodeRecord(value))).toEqual({
      clicks: [value],
      tornAt: null,
    });
  });

  it('takes no more room than its bound', () => {
    const long = cutClick({ ...click, userAgent: '語'.repeat(5000) });
    const buffer = Buffer.alloc(recordBound(long));
    expect(writeRecord(buffer, 0, long)).toBeLessThanOrEqual(buffer.length);
  });

  it('reads records written as JSON by earlier versions, beside new ones', () => {
    const bytes = Buffer.concat([jsonRecord(click), encodeRecord({ ...click, at: 1 })]);
    expect(decodeSpool(bytes).clicks).toEqual([click, { ...click, at: 1 }]);
  });

  it('tells a record cut short (more may be read) from a damaged one', () => {
    const record = encodeRecord(click);
    const two = Buffer.concat([record, record]);
    expect(recordEnd(two, 0)).toBe(record.length);
    expect(recordEnd(two, record.length)).toBe(two.length);
    expect(recordEnd(two.subarray(0, record.length + 5), record.length)).toBe(CUT_SHORT);
    expect(recordEnd(two.subarray(0, two.length - 1), record.length)).toBe(CUT_SHORT);
    const flipped = Buffer.from(two);
    const at = record.length + HEADER_BYTES + 12;
    flipped[at] = (flipped[at] ?? 0) ^ 1;
    expect(recordEnd(flipped, record.length)).toBe(DAMAGED);
    expect(decodeSpool(flipped)).toEqual({ clicks: [click], tornAt: record.length });
  });

  it('treats a record of an unknown version as the end of what can be read', () => {
    const record = encodeRecord(click);
    const payload = Buffer.from(record.subarray(HEADER_BYTES));
    payload[0] = 9;
    const foreign = Buffer.concat([record.subarray(0, 4), Buffer.alloc(4), payload]);
    foreign.writeUInt32LE(crc32(payload), 4);
    const decoded = decodeSpool(Buffer.concat([record, foreign]));
    expect(decoded.clicks).toEqual([click]);
    expect(decoded.tornAt).toBe(record.length);
  });
});
