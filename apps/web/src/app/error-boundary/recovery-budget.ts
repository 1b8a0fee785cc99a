import { TIMINGS } from '@kurz/shared';
import { readItem, writeItem } from '../../lib/safe-storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';

interface RecoveryRecord {
  count: number;
  lastAt: number;
}

/**
 * Error-triggered recoveries (reload, auth reset) are limited to TIMINGS.errorRecoveryMax
 * per session, TIMINGS.errorRecoveryCooldown apart. Kept in sessionStorage because the
 * recovery itself reloads the page: a counter in memory would never stop a reload loop.
 */
function readRecord(): RecoveryRecord {
  try {
    const parsed: unknown = JSON.parse(readItem('session', STORAGE_KEYS.errorRecovery) ?? 'null');
    if (typeof parsed === 'object' && parsed !== null && 'count' in parsed && 'lastAt' in parsed) {
      const { count, lastAt } = parsed;
      if (typeof count === 'number' && typeof lastAt === 'number') return { count, lastAt };
    }
  } catch {
    // A damaged record counts as none.
  }
  return { count: 0, lastAt: 0 };
}

export function canRecover(now: number): boolean {
  const { count, lastAt } = readRecord();
  if (count >= TIMINGS.errorRecoveryMax) return false;
  return count === 0 || now - lastAt >= TIMINGS.errorRecoveryCooldown;
}

export function recordRecovery(now: number): void {
  const record: RecoveryRecord = { count: readRecord().count + 1, lastAt: now };
  writeItem('session', STORAGE_KEYS.errorRecovery, JSON.stringify(record));
}
