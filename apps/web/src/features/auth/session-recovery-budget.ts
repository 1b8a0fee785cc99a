import { TIMINGS } from '@kurz/shared';
import { readItem, writeItem } from '../../lib/safe-storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';

/**
 * Corrupted-session recoveries (spec 000 §9): at most TIMINGS.authRecoveryMaxPerSession
 * per browser session, TIMINGS.authRecoveryMinInterval apart. In sessionStorage, so a
 * reload does not reset the count.
 */
function readTimes(): number[] {
  try {
    const parsed: unknown = JSON.parse(readItem('session', STORAGE_KEYS.sessionRecovery) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((value) => typeof value === 'number') : [];
  } catch {
    return [];
  }
}

export function canRecoverSession(now: number): boolean {
  const times = readTimes();
  if (times.length >= TIMINGS.authRecoveryMaxPerSession) return false;
  const last = times.at(-1);
  return last === undefined || now - last >= TIMINGS.authRecoveryMinInterval;
}

export function recordSessionRecovery(now: number): void {
  writeItem('session', STORAGE_KEYS.sessionRecovery, JSON.stringify([...readTimes(), now]));
}
