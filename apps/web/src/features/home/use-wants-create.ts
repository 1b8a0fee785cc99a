import { isPremiumOrHigher, TIMINGS } from '@kurz/shared';
import { useEffect, useState } from 'react';
import { useAuth } from '../../app/auth-context';

/**
 * The routing rule of spec 000 §2: signed-in premium-or-higher users belong on /create,
 * everyone else on /. Undecided (null) until auth and profile have loaded; a profile that
 * never arrives counts as not premium after the profile refresh timeout.
 */
export function useWantsCreate(): boolean | null {
  const { user, profile, isLoading } = useAuth();
  const isWaitingForProfile = !isLoading && user !== null && profile === null;
  const [hasGivenUp, setHasGivenUp] = useState(false);

  useEffect(() => {
    setHasGivenUp(false);
    if (!isWaitingForProfile) return;
    const timer = setTimeout(() => setHasGivenUp(true), TIMINGS.profileRefreshTimeout);
    return () => clearTimeout(timer);
  }, [isWaitingForProfile]);

  if (isLoading) return null;
  if (user === null) return false;
  if (profile === null) return hasGivenUp ? false : null;
  return isPremiumOrHigher(profile.subscription_plan);
}
