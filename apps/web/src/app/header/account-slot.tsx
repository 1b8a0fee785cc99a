import { useAuth } from '../auth-context';
import { LinkButton } from '../ui/link-button';
import { PlanBadge } from './plan-badge';

/**
 * The account end of the header: the plan badge when signed in, 'Sign In' when not.
 * The user menu (workspace, profile, sign out) joins here with accounts.
 */
export function AccountSlot({
  isFullWidth = false,
  onNavigate,
}: {
  isFullWidth?: boolean;
  onNavigate?: () => void;
}) {
  const { user, profile, isLoading } = useAuth();
  if (isLoading) return null;
  if (!user) {
    return (
      <LinkButton
        to="/auth"
        size="sm"
        className={isFullWidth ? 'w-full py-2.5' : ''}
        onClick={onNavigate}
      >
        Sign In
      </LinkButton>
    );
  }
  return <PlanBadge plan={profile?.subscription_plan ?? 'free'} />;
}
