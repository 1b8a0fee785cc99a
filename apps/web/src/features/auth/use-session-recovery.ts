import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../app/toasts/use-toast';
import { sessionSignals } from '../../lib/session-signals';
import type { KurzAuthClient } from './auth-client';
import { createSessionRecovery } from './session-recovery';

/** While someone is signed in, a 401 from the API starts the corrupted-session recovery. */
export function useSessionRecovery(
  isSignedIn: boolean,
  client: KurzAuthClient,
  signOut: () => Promise<void>,
): void {
  const toast = useToast();
  const signOutRef = useRef(signOut);
  signOutRef.current = signOut;
  const [recovery] = useState(() =>
    createSessionRecovery({
      now: Date.now,
      // A plain get-session: the recovery acts on the answer, not the session follower.
      isSessionValid: () =>
        client.getSession().then(
          ({ data, error }) => (error ? null : data !== null),
          () => null,
        ),
      signOutLocally: () => signOutRef.current(),
      notify: toast,
    }),
  );

  useEffect(() => {
    if (!isSignedIn) return;
    return sessionSignals.onUnauthorized(() => recovery.report());
  }, [isSignedIn, recovery]);

  useEffect(() => () => recovery.dispose(), [recovery]);
}
