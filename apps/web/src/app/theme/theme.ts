import { readItem, writeItem } from '../../lib/safe-storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';

/**
 * The dark-mode preference. A saved choice ('true'/'false' under kurz.darkMode, the key
 * public/theme-init.js reads before first paint) wins; until the user toggles, the page
 * follows the system setting, including changes while it is open.
 */
const SYSTEM_DARK = '(prefers-color-scheme: dark)';
const changeListeners = new Set<() => void>();

export function savedDarkMode(): boolean | null {
  const saved = readItem('local', STORAGE_KEYS.darkMode);
  if (saved === 'true') return true;
  if (saved === 'false') return false;
  return null;
}

export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(SYSTEM_DARK).matches;
}

export function isDarkMode(): boolean {
  return savedDarkMode() ?? systemPrefersDark();
}

export function applyTheme(isDark: boolean): void {
  document.documentElement.classList.toggle('dark', isDark);
}

/** The user's explicit choice: saved, applied, and from now on the system is ignored. */
export function setDarkMode(isDark: boolean): void {
  writeItem('local', STORAGE_KEYS.darkMode, String(isDark));
  applyTheme(isDark);
  for (const listener of changeListeners) listener();
}

/** Calls `listener` whenever the effective theme may have changed (for useSyncExternalStore). */
export function subscribeToTheme(listener: () => void): () => void {
  const sync = () => {
    applyTheme(isDarkMode());
    listener();
  };
  const onStorage = (event: StorageEvent) => {
    // Another tab toggled: follow it.
    if (event.key === STORAGE_KEYS.darkMode || event.key === null) sync();
  };
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(SYSTEM_DARK) : null;
  changeListeners.add(listener);
  media?.addEventListener('change', sync);
  window.addEventListener('storage', onStorage);
  return () => {
    changeListeners.delete(listener);
    media?.removeEventListener('change', sync);
    window.removeEventListener('storage', onStorage);
  };
}
