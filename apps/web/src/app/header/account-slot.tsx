import { lazy, Suspense } from 'react';
import { useAuth } from '../auth-context';
import { LinkButton } from '../ui/link-button';
import { displayName } from './display-name';
import { UserAvatar } from './user-avatar';

const SignedInAccount = lazy(() => import('./signed-in-account'));

/**
 * The account end of the header: 'Sign In' when signed out; when signed in, the plan badge
 * and the user menu, loaded only then so a visitor's first page carries none of it.
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
  return (
    <Suspense
      fallback={<AccountPlaceholder name={name} avatarUrl={avatarUrl} isFullWidth={isFullWidth} />}
    >
      <SignedInAccount
        name={name}
        avatarUrl={avatarUrl}
        isFullWidth={isFullWidth}
        onNavigate={onNavigate}
      />
    </Suspense>
  );
}

/** The account's face while its code arrives, where it will stand, so the header holds still. */
function AccountPlaceholder({
  name,
  avatarUrl,
  isFullWidth,
}: {
  name: string;
  avatarUrl: string | null;
  isFullWidth: boolean;
}) {
  const face = (
    <>
      <UserAvatar name={name} src={avatarUrl} />
      <span className="truncate">{name}</span>
    </>
  );
  return isFullWidth ? (
    <div
      aria-hidden="true"
      className="flex items-center gap-3 px-3 text-sm font-semibold text-slate-900 dark:text-white"
    >
      {face}
    </div>
  ) : (
    <div
      aria-hidden="true"
      className="flex max-w-56 items-center gap-2 py-1 pr-3 pl-1 text-sm font-medium text-slate-800 dark:text-slate-100"
    >
      {face}
    </div>
  );
}
