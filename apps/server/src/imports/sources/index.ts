import type { ImportSource } from '@kurz/shared';
import { bitlyCursor, bitlySource } from './bitly.js';
import { dubSource } from './dub.js';
import type { ImportSourceReader } from './import-source.js';
import { kuttSource } from './kutt.js';
import { rebrandlyCursor, rebrandlySource } from './rebrandly.js';
import { shlinkSource } from './shlink.js';
import { shortioSource } from './shortio.js';
import { yourlsSource } from './yourls.js';

/** Every source an import can read, by the name the API takes. */
export const IMPORT_READERS: Record<ImportSource, ImportSourceReader> = {
  shlink: shlinkSource,
  bitly: bitlySource,
  yourls: yourlsSource,
  shortio: shortioSource,
  dub: dubSource,
  kutt: kuttSource,
  rebrandly: rebrandlySource,
};

/** The source's cursor a new job starts from; null: its first page. */
export function firstSourceCursor(input: {
  source: ImportSource;
  group_guid?: string | undefined;
  workspace?: string | undefined;
}): string | null {
  if (input.source === 'bitly') return bitlyCursor(input.group_guid);
  if (input.source === 'rebrandly') return rebrandlyCursor(input.workspace);
  return null;
}
