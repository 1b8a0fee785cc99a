/**
 * Browser storage that never throws: private modes and blocked cookies make `localStorage`
 * throw on access, and a preference that cannot be saved must not break the page.
 */
export type StorageArea = 'local' | 'session';

export function storageArea(area: StorageArea): Storage | null {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(area: StorageArea, key: string): string | null {
  try {
    return storageArea(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(area: StorageArea, key: string, value: string): void {
  try {
    storageArea(area)?.setItem(key, value);
  } catch {
    // Quota or policy: the value lives for this page only.
  }
}

export function removeItem(area: StorageArea, key: string): void {
  try {
    storageArea(area)?.removeItem(key);
  } catch {
    // Nothing stored that we could reach.
  }
}
