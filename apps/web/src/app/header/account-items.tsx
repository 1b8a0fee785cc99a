import { Link } from 'react-router';
import { useAuth } from '../auth-context';
import { useToast } from '../toasts/use-toast';
import { focusRing } from '../ui/focus-ring';

const ITEM = `flex w-full items-center rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white ${focusRing}`;

/**
 * The account actions shared by the user menu and the small-screen menu: the current
 * workspace (only Personal until teams land), profile, custom domains, refresh, sign out.
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
      <li className="px-3 pt-1 pb-0.5 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        Current workspace
      </li>
      <li>
        <Link to="/user/dashboard" onClick={onDone} className={ITEM}>
          Personal
        </Link>
      </li>
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
