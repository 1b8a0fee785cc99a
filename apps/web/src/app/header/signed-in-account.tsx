import { AccountItems } from './account-items';
import { UserAvatar } from './user-avatar';
import { UserMenu } from './user-menu';
import { UserPlanBadge } from './user-plan-badge';

/**
 * The signed-in account end of the header: the plan badge and the user menu (a button in the
 * wide header, the items themselves in the small menu). Its own chunk: visitors never load it.
 */
export default function SignedInAccount({
  name,
  avatarUrl,
  isFullWidth,
  onNavigate,
}: {
  name: string;
  avatarUrl: string | null;
  isFullWidth: boolean;
  onNavigate?: () => void;
}) {
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
