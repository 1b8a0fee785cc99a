import { DEBUG_LOG_CAP, DEBUG_LOG_REFRESH_CAP } from '@kurz/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDebugLog, exposeDebugLog } from './debug-log';

const silent = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const enabledLog = () => createDebugLog({ isEnabled: () => true, output: silent });

afterEach(() => {
  vi.clearAllMocks();
  delete window.kurzDebug;
});

describe('debug log', () => {
  it('stores entries with an ISO timestamp and echoes them to the console', () => {
    const log = createDebugLog({
      isEnabled: () => true,
      output: silent,
      now: () => new Date('2025-01-02T03:04:05.000Z'),
    });
    log.warn('Shortener', 'slow response', { ms: 900 });
    expect(log.entries()).toEqual([
      {
        timestamp: '2025-01-02T03:04:05.000Z',
        level: 'warn',
        component: 'Shortener',
        message: 'slow response',
        data: { ms: 900 },
      },
    ]);
    expect(silent.warn).toHaveBeenCalledWith('[Shortener] slow response', { ms: 900 });
  });

  it(`keeps the newest ${DEBUG_LOG_CAP} entries`, () => {
    const log = enabledLog();
    for (let index = 0; index < DEBUG_LOG_CAP + 25; index += 1) log.info('Test', `entry ${index}`);
    const entries = log.entries();
    expect(entries).toHaveLength(DEBUG_LOG_CAP);
    expect(entries[0]?.message).toBe('entry 25');
    expect(entries.at(-1)?.message).toBe(`entry ${DEBUG_LOG_CAP + 24}`);
  });

  it(`keeps at most ${DEBUG_LOG_REFRESH_CAP} refresh events without dropping other entries`, () => {
    const log = enabledLog();
    log.info('Auth', 'signed in');
    for (let index = 0; index < 70; index += 1) log.refresh('Profile', `tick ${index}`);
    log.debug('Session', 'token refresh scheduled');
    const entries = log.entries();
    const refreshes = entries.filter((entry) => entry.component === 'Profile');
    expect(refreshes).toHaveLength(DEBUG_LOG_REFRESH_CAP - 1);
    expect(entries.map((entry) => entry.message)).toContain('signed in');
    expect(entries.at(-1)?.message).toBe('token refresh scheduled');
    expect(entries).toHaveLength(DEBUG_LOG_REFRESH_CAP + 1);
  });

  it('clears its entries', () => {
    const log = enabledLog();
    log.error('Test', 'boom');
    log.clear();
    expect(log.entries()).toEqual([]);
  });

  it('stores and prints nothing while disabled', () => {
    const log = createDebugLog({ isEnabled: () => false, output: silent });
    log.error('Test', 'boom');
    log.refresh('Test', 'tick');
    expect(log.entries()).toEqual([]);
    expect(silent.error).not.toHaveBeenCalled();
  });

  it("is enabled by localStorage 'kurz.debug' and only then exposed as window.kurzDebug", () => {
    const log = createDebugLog({ output: silent });
    exposeDebugLog(log);
    expect(window.kurzDebug).toBeUndefined();
    log.info('Test', 'ignored');

    localStorage.setItem('kurz.debug', 'true');
    exposeDebugLog(log);
    log.info('Test', 'kept');
    expect(window.kurzDebug).toBe(log);
    expect(log.entries().map((entry) => entry.message)).toEqual(['kept']);
  });
});
