import { useEffect } from 'react';
import { useAuth } from '../../app/auth-context';

/**
 * How often a tab showing "Check your email" asks whether the account got verified: a
 * visible tab beside the mail (another window) never gets the focus events better-auth
 * refetches on, and the tab that followed the link does not tell the others.
 */
export const VERIFICATION_POLL_MS = 3000;

/**
 * While `isWaiting`, asks for the session every few seconds: once the mail's link is
 * followed (it signs in), this tab sees the session and the auth page moves on.
 */
export function useVerificationWatch(isWaiting: boolean): void {
  const { refreshSession } = useAuth();
  useEffect(() => {
    if (!isWaiting) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refreshSession().catch(() => {});
    }, VERIFICATION_POLL_MS);
    return () => clearInterval(timer);
  }, [isWaiting, refreshSession]);
}
