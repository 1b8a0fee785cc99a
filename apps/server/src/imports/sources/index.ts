import type { ImportSource } from '@kurz/shared';
import type { ImportSourceReader } from './import-source.js';
import { shlinkSource } from './shlink.js';

/** Every source an import can read, by the name the API takes. */
export const IMPORT_READERS: Record<ImportSource, ImportSourceReader> = {
  shlink: shlinkSource,
};

/** The cursor a new job starts from: the first page, or a source's own starting point. */
export function sourceCursorOf(_input: { source: ImportSource }): string | null {
  return null;
}
