import fs from 'node:fs';
import type { KeyedRawClicks } from './click-store.js';
import type { SpooledBatch } from './click-worker-protocol.js';
import { decodeSpool } from './spool-record.js';

/**
 * The clicks of `batches` in the spool `file` (written by a ClickSpool, whole records),
 * each batch's in order. Throws when a batch does not hold the records it was written with.
 */
export function readSpooledBatches(file: string, batches: SpooledBatch[]): KeyedRawClicks[] {
  const fd = fs.openSync(file, 'r');
  try {
    return batches.map(({ key, count, offset, bytes }) => {
      const buffer = Buffer.allocUnsafe(bytes);
      let read = 0;
      while (read < bytes) {
        const got = fs.readSync(fd, buffer, read, bytes - read, offset + read);
        if (got === 0) break;
        read += got;
      }
      const { clicks, tornAt } = decodeSpool(buffer.subarray(0, read));
      if (tornAt !== null || clicks.length !== count)
        throw new Error(`${file} holds ${clicks.length} of the ${count} clicks of batch ${key}`);
      return { key, clicks };
    });
  } finally {
    fs.closeSync(fd);
  }
}
