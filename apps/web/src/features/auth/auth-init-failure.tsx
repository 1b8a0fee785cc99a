import { AuthErrorScreen } from '../../app/screens/auth-error-screen';
import { clearAuthStorage } from '../../lib/clear-auth-storage';
import { debugLog } from '../../lib/debug-log';

/** The Authentication Error screen's actions: a plain reload, or one from a clean slate. */
export function AuthInitFailure({
  signOutOnServer,
  reload = () => window.location.reload(),
}: {
  signOutOnServer: () => Promise<unknown>;
  reload?: () => void;
}) {
  const onClearAndRefresh = () => {
    clearAuthStorage();
    // The session cookie is HTTP-only: only the server can drop it.
    signOutOnServer()
      .catch((error: unknown) => debugLog.warn('auth', 'sign-out before refresh failed', error))
      .finally(reload);
  };
  return <AuthErrorScreen onRefresh={reload} onClearAndRefresh={onClearAndRefresh} />;
}
