import { AuthErrorScreen } from '../../app/screens/auth-error-screen';
import { clearAuthStorage } from '../../lib/clear-auth-storage';
import { debugLog } from '../../lib/debug-log';
import { signOutTimeoutFor, withTimeout } from './sign-out-timeout';

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
    withTimeout(signOutOnServer(), signOutTimeoutFor(window.location.hostname))
      .catch((error: unknown) => debugLog.warn('auth', 'sign-out before refresh failed', error))
      .finally(reload);
  };
  return <AuthErrorScreen onRefresh={reload} onClearAndRefresh={onClearAndRefresh} />;
}
