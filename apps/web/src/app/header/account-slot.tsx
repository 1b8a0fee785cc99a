import { useAuth } from '../auth-context';
import { LinkButton } from '../ui/link-button';
import { AccountItems } from './account-items';
import { displayName } from './display-name';
import { UserAvatar } from './user-avatar';
import { UserMenu } from './user-menu';
import { UserPlanBadge } from './user-plan-badge';

/**
 * The account end of the header: 'Sign In' when signed out; when signed in, the plan badge
 * and the user menu (a button in the wide header, the items themselves in the small menu).
 */
export function AccountSlot({
  isFullWidth = false,
  onNavigate,
}: {
  isFullWidth?: boolean;
  onNavigate?: () => void;
}) {
  const auth = useAuth();
  if (auth.isLoading) return null;
  if (!auth.user) {
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
  const name = displayName(auth);
  const avatarUrl = auth.profile?.avatar_url ?? null;
  const badge = <UserPlanBadge />;
  if (!isFullWidth) {
    return (
      <div className="flex items-center gap-3">
        {badge}
        <UserMenu name={name} avatarUrl={avatarUrl} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-3 px-3">
        <UserAvatar name={name} src={avatarUrl} />
        <span className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900 dark:text-white">
          {name}
        </span>
        {badge}
      </div>
      <AccountItems onDone={onNavigate} />
    </div>
  );
}
