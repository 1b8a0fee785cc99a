import { TIMINGS } from '@kurz/shared';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  AuthContext,
  type AuthContextValue,
  type AuthProfile,
  type AuthState,
  type AuthUser,
  type SignUpInput,
} from '../../app/auth-context';
import { clearAuthStorage } from '../../lib/clear-auth-storage';
import { schedulePendingUrlCreation } from '../../lib/create-pending-url';
import { debugLog } from '../../lib/debug-log';
import { fetchSessionUser, signInWithEmail, signOutOnServer, signUpWithEmail } from './auth-api';
import { type AuthEvent, announceAuthEvent, useAuthEvents } from './auth-channel';
import { AuthInitFailure } from './auth-init-failure';
import { signOutTimeoutFor, withTimeout } from './sign-out-timeout';
import { useProfileRefresh } from './use-profile-refresh';
import { useSessionRecovery } from './use-session-recovery';
import { dropStaleWorkspace } from './workspace-storage';

/** Where the app is and how to leave it; the provider sits above the router, so it is given. */
export interface AuthNavigation {
  currentPath: () => string;
  navigate: (to: string) => void;
  /** A full page load (the Authentication Error screen's buttons); default: location.reload. */
  reload?: () => void;
}

const LOADING: AuthState = {
  user: null,
  profile: null,
  teams: [],
  isLoading: true,
  isProfileLoading: true,
};
const SIGNED_OUT_STATE: AuthState = { ...LOADING, isLoading: false, isProfileLoading: false };

/** Signing out from these pages leaves them: they mean nothing to a visitor (spec 000 §2). */
const isPrivatePath = (path: string) => path.includes('user/') || path.includes('teams');

/** The auth store of spec 000 §4: session, then profile; sign-in, sign-up, sign-out. */
export function AuthProvider({
  navigation,
  children,
}: {
  navigation: AuthNavigation;
  children: ReactNode;
}) {
  const [state, setState] = useState<AuthState>(LOADING);
  const [hasInitFailed, setHasInitFailed] = useState(false);
  const navigationRef = useRef(navigation);
  navigationRef.current = navigation;
  const profileTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const onProfile = useCallback((profile: AuthProfile | null) => {
    setState((current) => (current.user ? { ...current, profile } : current));
  }, []);
  const refreshProfile = useProfileRefresh(onProfile);

  const onSignedIn = useCallback(
    (user: AuthUser) => {
      setState((current) => ({
        ...current,
        user,
        isLoading: false,
        isProfileLoading: current.profile === null,
      }));
      // No teams exist yet: an empty list also drops any team persisted by an older session.
      dropStaleWorkspace([]);
      clearTimeout(profileTimer.current);
      profileTimer.current = setTimeout(() => {
        void refreshProfile().finally(() =>
          setState((current) => ({ ...current, isProfileLoading: false })),
        );
      }, TIMINGS.profileLoadAfterSignIn);
      schedulePendingUrlCreation(user.id);
    },
    [refreshProfile],
  );

  useEffect(() => {
    let isCurrent = true;
    fetchSessionUser().then(
      (user) => {
        if (!isCurrent) return;
        if (user) onSignedIn(user);
        else setState(SIGNED_OUT_STATE);
      },
      (error: unknown) => {
        debugLog.error('auth', 'Authentication initialization failed', error);
        if (isCurrent) setHasInitFailed(true);
      },
    );
    return () => {
      isCurrent = false;
      clearTimeout(profileTimer.current);
    };
  }, [onSignedIn]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      await signInWithEmail(email, password);
      const user = await fetchSessionUser();
      if (!user) throw new Error('Signed in, but the session did not stick (are cookies blocked?)');
      onSignedIn(user);
      announceAuthEvent('SIGNED_IN');
    },
    [onSignedIn],
  );

  const signUp = useCallback(async ({ email, password, fullName }: SignUpInput) => {
    await signUpWithEmail(email, password, fullName);
  }, []);

  /** Local state is always cleared at the end of a sign-out, whatever the server said. */
  const endSessionLocally = useCallback(() => {
    clearTimeout(profileTimer.current);
    clearAuthStorage();
    setState(SIGNED_OUT_STATE);
    const { currentPath, navigate } = navigationRef.current;
    if (isPrivatePath(currentPath())) navigate('/');
  }, []);

  const signOut = useCallback(async () => {
    try {
      await withTimeout(signOutOnServer(), signOutTimeoutFor(window.location.hostname));
    } catch (error) {
      debugLog.warn('auth', 'server sign-out failed or timed out; signing out locally', error);
    } finally {
      endSessionLocally();
      announceAuthEvent('SIGNED_OUT');
    }
  }, [endSessionLocally]);

  // Another tab signed in or out: the cookie is shared, so ask the server what holds now.
  useAuthEvents(async (event: AuthEvent) => {
    const user = await fetchSessionUser().catch((error: unknown) => {
      debugLog.warn('auth', `session reload after ${event} failed`, error);
      return undefined;
    });
    if (user) onSignedIn(user);
    else if (user === null) endSessionLocally();
  });
  useSessionRecovery(state.user !== null, signOut);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, signIn, signUp, signOut, refreshProfile }),
    [state, signIn, signUp, signOut, refreshProfile],
  );
  if (hasInitFailed) return <AuthInitFailure reload={navigation.reload} />;
  return <AuthContext value={value}>{children}</AuthContext>;
}
