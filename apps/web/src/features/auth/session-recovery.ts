import { TIMINGS } from '@kurz/shared';
import { debugLog } from '../../lib/debug-log';
import { canRecoverSession, recordSessionRecovery } from './session-recovery-budget';

export const RECOVERY_STARTED = 'Your session is no longer valid. Signing you out to recover...';
export const RECOVERY_DONE = 'Session recovered. Please sign in again.';

export interface SessionRecoveryDeps {
  now: () => number;
  /** true: the server still knows the session; false: it is gone; null: no answer. */
  isSessionValid: () => Promise<boolean | null>;
  /** Clears stored auth data and signs out (the cookie is the server's to drop). */
  signOutLocally: () => Promise<void>;
  notify: { info: (message: string) => void; success: (message: string) => void };
}

/**
 * Corrupted-session recovery (spec 000 §4, §9). A sign of trouble (a 401 while signed in)
 * starts an attempt after 1 s: check the session (a result is reused for 60 s, and a
 * fresh sign forces a new check at most every 10 s), and if the server no longer knows
 * it, sign out locally with an info and a completion toast. Attempts are capped per
 * session and spaced (session-recovery-budget.ts).
 */
export function createSessionRecovery(deps: SessionRecoveryDeps) {
  let lastCheck: { at: number; isCorrupted: boolean } | null = null;
  let pending: ReturnType<typeof setTimeout> | undefined;
  let isRunning = false;

  async function isCorrupted({ force }: { force: boolean }): Promise<boolean> {
    const now = deps.now();
    if (lastCheck) {
      const age = now - lastCheck.at;
      const isFresh = force
        ? age < TIMINGS.authCorruptionCheckMinInterval
        : age < TIMINGS.authCorruptionCheckCache;
      if (isFresh) return lastCheck.isCorrupted;
    }
    const isValid = await deps.isSessionValid();
    // No answer is no evidence: a network blip must not sign anyone out.
    lastCheck = { at: now, isCorrupted: isValid === false };
    return lastCheck.isCorrupted;
  }

  async function recover(): Promise<void> {
    if (isRunning) return;
    if (!canRecoverSession(deps.now())) {
      debugLog.warn('auth', 'session looks corrupted, but the recovery budget is spent');
      return;
    }
    isRunning = true;
    try {
      if (!(await isCorrupted({ force: true }))) return;
      recordSessionRecovery(deps.now());
      deps.notify.info(RECOVERY_STARTED);
      await deps.signOutLocally();
      lastCheck = null;
      deps.notify.success(RECOVERY_DONE);
    } finally {
      isRunning = false;
    }
  }

  return {
    /** A sign of trouble: one attempt starts after TIMINGS.corruptionRecoveryDelay. */
    report(): void {
      if (pending !== undefined || isRunning) return;
      pending = setTimeout(() => {
        pending = undefined;
        recover().catch((error: unknown) =>
          debugLog.warn('auth', 'session recovery failed', error),
        );
      }, TIMINGS.corruptionRecoveryDelay);
    },
    isCorrupted,
    dispose(): void {
      clearTimeout(pending);
      pending = undefined;
    },
  };
}

export type SessionRecovery = ReturnType<typeof createSessionRecovery>;
