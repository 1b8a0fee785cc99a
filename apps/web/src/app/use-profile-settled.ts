import { TIMINGS } from '@kurz/shared';
import { useEffect, useState } from 'react';
import { useAuth } from './auth-context';

/**
 * True once the session is known and, when signed in, the profile has arrived. A profile
 * that never arrives stops the wait after the profile refresh timeout (spec 000 §9): the
 * user then counts as free and not an admin, rather than waiting forever.
 */
export function useProfileSettled(): boolean {
  const { user, profile, isLoading } = useAuth();
  const isProfilePending = user !== null && profile === null;
  const [hasGivenUp, setHasGivenUp] = useState(false);
  useEffect(() => {
    setHasGivenUp(false);
    if (!isProfilePending) return;
    const timer = setTimeout(() => setHasGivenUp(true), TIMINGS.profileRefreshTimeout);
    return () => clearTimeout(timer);
  }, [isProfilePending]);
  return !isLoading && (!isProfilePending || hasGivenUp);
}
