import { TIMINGS } from '@kurz/shared';
import { useEffect, useEffectEvent, useState } from 'react';
import { authClient, settle } from '../../features/auth/auth-client';
import { clearAuthStorage } from '../../lib/clear-auth-storage';
import { debugLog } from '../../lib/debug-log';
import { LoadingSpinner } from '../screens/loading-spinner';
import { classifyError, errorMessageOf } from './classify-error';
import { ErrorFallback } from './error-fallback';
import { canRecover, recordRecovery } from './recovery-budget';

/** Injectable so tests can watch a recovery without reloading jsdom. */
export interface RecoveryHandlers {
  reload?: () => void;
  navigate?: (path: string) => void;
  now?: () => number;
}

interface ErrorRecoveryProps extends RecoveryHandlers {
  error: unknown;
  onRetry: () => void;
}

type RecoveryAction = 'reload' | 'reset-auth';

const PLAN: Record<RecoveryAction, { delay: number; message: string }> = {
  reload: { delay: TIMINGS.renderLoopReloadDelay, message: 'Reloading...' },
  'reset-auth': { delay: TIMINGS.authErrorRedirectDelay, message: 'Resetting your session...' },
};

function planRecovery(error: unknown, now: number): RecoveryAction | null {
  const kind = classifyError(error);
  if (kind === 'generic' || !canRecover(now)) return null;
  return kind === 'hooks' ? 'reload' : 'reset-auth';
}

/**
 * What a caught error turns into (spec 000 §4): a render loop reloads the page, an auth
 * error clears stored auth, signs out and goes home, anything else (or a spent recovery budget) shows
 * the fallback. The budget is spent when the recovery fires, not when it is planned, so a
 * StrictMode double effect cannot spend it twice.
 */
export function ErrorRecovery({
  error,
  onRetry,
  reload = () => window.location.reload(),
  navigate = (path) => window.location.assign(path),
  now = Date.now,
}: ErrorRecoveryProps) {
  const [action] = useState(() => planRecovery(error, now()));

  const onRecover = useEffectEvent(() => {
    recordRecovery(now());
    if (action === 'reload') reload();
    else navigate('/');
  });

  useEffect(() => {
    debugLog.error('ErrorBoundary', errorMessageOf(error), { recovery: action });
    if (!action) return;
    if (action === 'reset-auth') {
      clearAuthStorage();
      // The session cookie is HTTP-only: dropping it is the server's part of the recovery.
      settle(authClient.signOut()).catch((thrown: unknown) =>
        debugLog.warn('ErrorBoundary', 'sign-out during recovery failed', thrown),
      );
    }
    const timer = setTimeout(onRecover, PLAN[action].delay);
    return () => clearTimeout(timer);
  }, [action, error]);

  if (action) return <LoadingSpinner message={PLAN[action].message} />;
  return <ErrorFallback onRetry={onRetry} />;
}
