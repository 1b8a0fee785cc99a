import { debugLog } from './debug-log';

export interface CleanupTiming {
  /** Delay before the first run after start. */
  firstRunMs: number;
  /** Runs again this often. */
  periodMs: number;
  /** Runs asked for sooner than this after the last one are skipped. */
  minIntervalMs: number;
  /** A run still going after this long is given up on (logged), so the next can start. */
  capMs: number;
}

export interface CleanupSchedule {
  /** Asks for a run now; skipped if one ran within the minimum interval or is running. */
  trigger: () => void;
  stop: () => void;
}

/**
 * Runs a storage cleanup on a timetable (spec 000 §9: pending URLs and invitations each
 * have one), and again when the tab becomes visible, never more often than allowed.
 */
export function startCleanupSchedule(
  name: string,
  run: () => void | Promise<void>,
  timing: CleanupTiming,
  now: () => number = Date.now,
): CleanupSchedule {
  let lastRunAt = Number.NEGATIVE_INFINITY;
  let isRunning = false;

  const trigger = () => {
    if (isRunning || now() - lastRunAt < timing.minIntervalMs) return;
    lastRunAt = now();
    isRunning = true;
    let capTimer: ReturnType<typeof setTimeout> | undefined;
    const capped = new Promise<void>((resolve) => {
      capTimer = setTimeout(() => {
        debugLog.warn('cleanup', `${name} cleanup passed its ${timing.capMs} ms cap`);
        resolve();
      }, timing.capMs);
    });
    const work = new Promise<void>((resolve) => resolve(run())).catch((error: unknown) =>
      debugLog.warn('cleanup', `${name} cleanup failed`, error),
    );
    void Promise.race([work, capped]).then(() => {
      clearTimeout(capTimer);
      isRunning = false;
    });
  };

  const onVisible = () => {
    if (document.visibilityState === 'visible') trigger();
  };
  const first = setTimeout(trigger, timing.firstRunMs);
  const periodic = setInterval(trigger, timing.periodMs);
  document.addEventListener('visibilitychange', onVisible);

  return {
    trigger,
    stop: () => {
      clearTimeout(first);
      clearInterval(periodic);
      document.removeEventListener('visibilitychange', onVisible);
    },
  };
}
