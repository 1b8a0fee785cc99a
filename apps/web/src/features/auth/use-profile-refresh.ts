import { TIMINGS } from '@kurz/shared';
import { useCallback, useRef } from 'react';
import type { AuthProfile } from '../../app/auth-context';
import { debugLog } from '../../lib/debug-log';
import { fetchProfile } from './auth-api';

/**
 * Loads the profile. A refresh asked for while one runs is skipped; the running flag drops
 * after TIMINGS.profileRefreshTimeout even if the request hangs, so refreshing never jams.
 */
export function useProfileRefresh(onProfile: (profile: AuthProfile | null) => void) {
  const running = useRef<number | null>(null);
  const nextRun = useRef(1);

  return useCallback(async () => {
    if (running.current !== null) {
      debugLog.refresh('auth', 'profile refresh skipped: one is running');
      return;
    }
    const run = nextRun.current;
    nextRun.current += 1;
    running.current = run;
    const finish = () => {
      if (running.current === run) running.current = null;
    };
    const timer = setTimeout(finish, TIMINGS.profileRefreshTimeout);
    try {
      onProfile(await fetchProfile());
    } catch (error) {
      debugLog.warn('auth', 'profile refresh failed', error);
    } finally {
      clearTimeout(timer);
      finish();
    }
  }, [onProfile]);
}
