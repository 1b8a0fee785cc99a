import { TIMINGS } from '@kurz/shared';
import { type CleanupSchedule, startCleanupSchedule } from './cleanup-schedule';
import { readPendingUrl } from './pending-url';

const PENDING_URL_CLEANUP = {
  firstRunMs: TIMINGS.pendingUrlCleanupFirstRun,
  periodMs: TIMINGS.pendingUrlCleanupPeriod,
  minIntervalMs: TIMINGS.pendingUrlCleanupMinInterval,
  capMs: TIMINGS.pendingUrlCleanupCap,
};

/** Drops an expired or foreign pending URL on the timetable of spec 000 §9. */
export function startPendingUrlCleanup(now: () => number = Date.now): CleanupSchedule {
  return startCleanupSchedule(
    'pending URL',
    () => void readPendingUrl(now()),
    PENDING_URL_CLEANUP,
    now,
  );
}
