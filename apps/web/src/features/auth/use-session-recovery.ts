import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../app/toasts/use-toast';
import { sessionSignals } from '../../lib/session-signals';
import { createSessionRecovery, type SessionRecoveryDeps } from './session-recovery';

type SessionActions = Pick<SessionRecoveryDeps, 'isSessionValid'> & {
  signOut: () => Promise<void>;
};

/** While someone is signed in, a 401 from the API starts the corrupted-session recovery. */
export function useSessionRecovery(isSignedIn: boolean, actions: SessionActions): void {
  const toast = useToast();
  const latest = useRef(actions);
  latest.current = actions;
  const [recovery] = useState(() =>
    createSessionRecovery({
      now: Date.now,
      isSessionValid: () => latest.current.isSessionValid(),
      signOutLocally: () => latest.current.signOut(),
      notify: toast,
    }),
  );

  useEffect(() => {
    if (!isSignedIn) return;
    return sessionSignals.onUnauthorized(() => recovery.report());
  }, [isSignedIn, recovery]);

  useEffect(() => () => recovery.dispose(), [recovery]);
}
