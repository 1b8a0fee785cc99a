import { TIMINGS } from '@kurz/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionRecovery, RECOVERY_DONE, RECOVERY_STARTED } from './session-recovery';

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(answer: boolean | null = false) {
  const toasts: string[] = [];
  const deps = {
    now: () => Date.now(),
    isSessionValid: vi.fn(async () => answer),
    signOutLocally: vi.fn(async () => {}),
    notify: {
      info: (message: string) => toasts.push(`info: ${message}`),
      success: (message: string) => toasts.push(`success: ${message}`),
    },
  };
  return { recovery: createSessionRecovery(deps), deps, toasts };
}

/** Reports trouble and lets the recovery delay and the recovery itself run. */
async function reportAndWait(recovery: ReturnType<typeof setup>['recovery']) {
  recovery.report();
  await vi.advanceTimersByTimeAsync(TIMINGS.corruptionRecoveryDelay);
}

describe('corrupted-session recovery', () => {
  it('starts 1 s after trouble is reported, signs out and announces both steps', async () => {
    const { recovery, deps, toasts } = setup(false);
    recovery.report();
    await vi.advanceTimersByTimeAsync(TIMINGS.corruptionRecoveryDelay - 1);
    expect(deps.isSessionValid).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.signOutLocally).toHaveBeenCalledOnce();
    expect(toasts).toEqual([`info: ${RECOVERY_STARTED}`, `success: ${RECOVERY_DONE}`]);
  });

  it('runs one attempt for a burst of reports', async () => {
    const { recovery, deps } = setup(false);
    recovery.report();
    recovery.report();
    recovery.report();
    await vi.advanceTimersByTimeAsync(TIMINGS.corruptionRecoveryDelay);
    expect(deps.isSessionValid).toHaveBeenCalledOnce();
  });

  it.each([
    ['the server still knows the session', true],
    ['the server did not answer', null],
  ])('leaves the user signed in when %s', async (_label, answer) => {
    const { recovery, deps, toasts } = setup(answer);
    await reportAndWait(recovery);
    expect(deps.isSessionValid).toHaveBeenCalledOnce();
    expect(deps.signOutLocally).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it('reuses a check for 60 s', async () => {
    const { recovery, deps } = setup(true);
    await recovery.isCorrupted({ force: false });
    await vi.advanceTimersByTimeAsync(TIMINGS.authCorruptionCheckCache - 1);
    await recovery.isCorrupted({ force: false });
    expect(deps.isSessionValid).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    await recovery.isCorrupted({ force: false });
    expect(deps.isSessionValid).toHaveBeenCalledTimes(2);
  });

  it('checks again on new trouble, but at most every 10 s', async () => {
    const { recovery, deps } = setup(true);
    await reportAndWait(recovery);
    await vi.advanceTimersByTimeAsync(
      TIMINGS.authCorruptionCheckMinInterval - TIMINGS.corruptionRecoveryDelay - 1,
    );
    await reportAndWait(recovery);
    expect(deps.isSessionValid).toHaveBeenCalledOnce();
    await reportAndWait(recovery);
    expect(deps.isSessionValid).toHaveBeenCalledTimes(2);
  });

  it('recovers at most every 120 s and twice per session', async () => {
    const { recovery, deps } = setup(false);
    await reportAndWait(recovery);
    expect(deps.signOutLocally).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(TIMINGS.authRecoveryMinInterval / 2);
    await reportAndWait(recovery);
    expect(deps.signOutLocally).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(TIMINGS.authRecoveryMinInterval / 2);
    await reportAndWait(recovery);
    expect(deps.signOutLocally).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(10 * TIMINGS.authRecoveryMinInterval);
    await reportAndWait(recovery);
    expect(deps.signOutLocally).toHaveBeenCalledTimes(2);
  });

  it('keeps its count across a reload (sessionStorage), outside the auth keys it clears', async () => {
    await reportAndWait(setup(false).recovery);
    expect(JSON.parse(sessionStorage.getItem('kurz.sessionRecovery') ?? '[]')).toHaveLength(1);
  });

  it('cancels a scheduled attempt when disposed', async () => {
    const { recovery, deps } = setup(false);
    recovery.report();
    recovery.dispose();
    await vi.advanceTimersByTimeAsync(10 * TIMINGS.corruptionRecoveryDelay);
    expect(deps.isSessionValid).not.toHaveBeenCalled();
  });
});
