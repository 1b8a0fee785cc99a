import { TIMINGS } from '@kurz/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCleanupSchedule } from './cleanup-schedule';
import { savePendingUrl } from './pending-url';
import { startPendingUrlCleanup } from './pending-url-cleanup';
import { STORAGE_KEYS } from './storage-keys';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const TIMING = {
  firstRunMs: 5 * SECOND,
  periodMs: 20 * MINUTE,
  minIntervalMs: 2 * MINUTE,
  capMs: 3 * SECOND,
};

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 0, 1, 12) });
});
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('pending URL cleanup schedule', () => {
  it('uses the timings of spec 000 §9', () => {
    expect(TIMINGS).toMatchObject({
      pendingUrlCleanupFirstRun: TIMING.firstRunMs,
      pendingUrlCleanupPeriod: TIMING.periodMs,
      pendingUrlCleanupMinInterval: TIMING.minIntervalMs,
      pendingUrlCleanupCap: TIMING.capMs,
    });
  });

  it('first runs after 5 s, then every 20 minutes', async () => {
    const run = vi.fn();
    const schedule = startCleanupSchedule('test', run, TIMING);
    await vi.advanceTimersByTimeAsync(TIMING.firstRunMs - 1);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    expect(run).toHaveBeenCalledTimes(3);
    schedule.stop();
  });

  it('runs at most every 2 minutes however often it is asked', async () => {
    const run = vi.fn();
    const schedule = startCleanupSchedule('test', run, TIMING);
    schedule.trigger();
    await vi.advanceTimersByTimeAsync(0);
    schedule.trigger();
    await vi.advanceTimersByTimeAsync(TIMING.firstRunMs);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * MINUTE - TIMING.firstRunMs);
    schedule.trigger();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(2);
    schedule.stop();
  });

  it('runs again when the tab becomes visible, within the same limit', async () => {
    const run = vi.fn();
    const schedule = startCleanupSchedule('test', run, TIMING);
    await vi.advanceTimersByTimeAsync(TIMING.firstRunMs);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(run).toHaveBeenCalledTimes(2);
    schedule.stop();
  });

  it('gives up on a run after the 3 s cap so later runs are not blocked', async () => {
    const run = vi.fn(() => new Promise<void>(() => {}));
    const schedule = startCleanupSchedule('test', run, { ...TIMING, minIntervalMs: 0 });
    schedule.trigger();
    await vi.advanceTimersByTimeAsync(TIMING.capMs - 1);
    schedule.trigger();
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    schedule.trigger();
    expect(run).toHaveBeenCalledTimes(2);
    schedule.stop();
  });

  it('stops when told', async () => {
    const run = vi.fn();
    startCleanupSchedule('test', run, TIMING).stop();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(run).not.toHaveBeenCalled();
  });

  it('removes an expired pending URL on its first run', async () => {
    savePendingUrl({ fullUrl: 'https://example.com', useCustomDomain: false });
    const schedule = startPendingUrlCleanup();
    vi.setSystemTime(Date.now() + TIMINGS.pendingUrlLifetime + 1);
    expect(sessionStorage.getItem(STORAGE_KEYS.pendingUrl)).not.toBeNull();
    await vi.advanceTimersByTimeAsync(TIMINGS.pendingUrlCleanupFirstRun);
    expect(sessionStorage.getItem(STORAGE_KEYS.pendingUrl)).toBeNull();
    schedule.stop();
  });

  it('leaves a fresh pending URL alone', async () => {
    savePendingUrl({ fullUrl: 'https://example.com', useCustomDomain: false });
    const schedule = startPendingUrlCleanup();
    await vi.advanceTimersByTimeAsync(TIMINGS.pendingUrlCleanupFirstRun);
    expect(sessionStorage.getItem(STORAGE_KEYS.pendingUrl)).not.toBeNull();
    schedule.stop();
  });
});
