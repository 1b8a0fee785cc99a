import { useHasVerifiedDomain } from '../../features/custom-domains/use-has-verified-domain';
import { useAuth } from '../auth-context';
import { PlanBadge } from './plan-badge';

/** The signed-in user's badge: their plan, or 'Custom Domain' once one of theirs is verified. */
export function UserPlanBadge() {
  const { profile } = useAuth();
  const hasCustomDomain = useHasVerifiedDomain();
  return (
    <PlanBadge plan={profile?.subscription_plan ?? 'free'} hasCustomDomain={hasCustomDomain} />
  );
}
