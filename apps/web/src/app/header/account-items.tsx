import { Link } from 'react-router';
import { useAuth } from '../auth-context';
import { useToast } from '../toasts/use-toast';
import { MENU_ITEM as ITEM, WorkspaceSwitcher } from './workspace-switcher';

/**
 * The account actions shared by the user menu and the small-screen menu: the current
 * workspace and its switch, Create Team, profile, custom domains, refresh, sign out.
 */
export function AccountItems({ onDone }: { onDone?: () => void }) {
  const { profile, refreshProfile, signOut } = useAuth();
  const toast = useToast();

  const onRefresh = async () => {
    onDone?.();
    await refreshProfile();
    toast.success('Profile refreshed');
  };
  const onSignOut = () => {
    onDone?.();
    void signOut();
  };

  return (
    <ul className="flex flex-col gap-0.5">
      <WorkspaceSwitcher onDone={onDone} />
      <li aria-hidden="true" className="my-1 h-px bg-slate-200 dark:bg-slate-800" />
      <li>
        <Link to="/user/profile" onClick={onDone} className={ITEM}>
          User Profile
        </Link>
      </li>
      <li>
        <Link to="/user/domains" onClick={onDone} className={ITEM}>
          Custom Domains
        </Link>
      </li>
      {profile?.is_admin ? (
        <>
          <li>
            <Link to="/admin/inbox" onClick={onDone} className={ITEM}>
              Admin Inbox
            </Link>
          </li>
          <li>
            <Link to="/admin/users" onClick={onDone} className={ITEM}>
              Users
            </Link>
          </li>
          <li>
            <Link to="/admin/moderation" onClick={onDone} className={ITEM}>
              Moderation
            </Link>
          </li>
        </>
      ) : null}
      <li>
        <button type="button" onClick={() => void onRefresh()} className={ITEM}>
          Refresh
        </button>
      </li>
      <li>
        <button type="button" onClick={onSignOut} className={ITEM}>
          Sign Out
        </button>
      </li>
    </ul>
  );
}
