import { removeItem, type StorageArea, storageArea } from './safe-storage';
import { AUTH_STORAGE_PREFIX } from './storage-keys';

const AREAS: readonly StorageArea[] = ['local', 'session'];

/** Removes every stored auth key (local and session), used when an auth error corrupts state. */
export function clearAuthStorage(): void {
  for (const area of AREAS) {
    const storage = storageArea(area);
    if (!storage) continue;
    const authKeys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(AUTH_STORAGE_PREFIX)) authKeys.push(key);
    }
    // Collected first: removing while walking by index would skip keys.
    for (const key of authKeys) removeItem(area, key);
  }
}
