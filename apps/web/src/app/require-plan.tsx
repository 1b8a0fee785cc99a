import { type Plan, planLevel } from '@kurz/shared';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from './auth-context';
import { LoadingSpinner } from './screens/loading-spinner';
import { useProfileSettled } from './use-profile-settled';

interface RequirePlanProps {
  /** The lowest plan that may see `children`. */
  plan: Plan;
  /** Where everyone else is sent: the feature's teaser page. */
  otherwise: string;
  /** In a team workspace the team's plan decides (the server checks it): pass. */
  followsWorkspace?: boolean;
  children: ReactNode;
}

/**
 * Shows a paid screen only to users on `plan` or higher (spec 000 §2: analytics for
 * premium+, API access for pro+); everyone else, signed out included, is replaced to the
 * teaser. It waits for the session and then the profile, so a Pro user reloading
 * /user/api-access is not bounced while their plan loads; a profile that never arrives
 * counts as free after the profile refresh timeout.
 */
export function RequirePlan({ plan, otherwise, followsWorkspace, children }: RequirePlanProps) {
  const { profile, currentTeam } = useAuth();
  const isSettled = useProfileSettled();
  if (!isSettled) return <LoadingSpinner />;
  if (followsWorkspace && currentTeam) return children;
  if (planLevel(profile?.subscription_plan) >= planLevel(plan)) return children;
  return <Navigate to={otherwise} replace />;
}
