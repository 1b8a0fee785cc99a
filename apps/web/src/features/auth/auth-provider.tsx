import { TIMINGS } from '@kurz/shared';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  AuthContext,
  type AuthContextValue,
  type AuthProfile,
  type AuthState,
  type AuthUser,
} from '../../app/auth-context';
import { clearAuthStorage } from '../../lib/clear-auth-storage';
import { schedulePendingUrlCreation } from '../../lib/create-pending-url';
import { debugLog } from '../../lib/debug-log';
import { toAuthUser } from './auth-api';
import { announceSignIn, authClient, type KurzAuthClient, settle } from './auth-client';
import { AuthInitFailure } from './auth-init-failure';
import { signOutTimeoutFor } from './sign-out-timeout';
import { useProfileRefresh } from './use-profile-refresh';
import { useSessionChanges } from './use-session-changes';
import { useSessionRecovery } from './use-session-recovery';
import { useTeams } from './use-teams';

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
  currentTeam: null,
  isLoading: true,
  isProfileLoading: true,
};
const SIGNED_OUT_STATE: AuthState = { ...LOADING, isLoading: false, isProfileLoading: false };

/** Signing out from these pages leaves them: they mean nothing to a visitor (spec 000 §2). */
const isPrivatePath = (path: string) => path.includes('user/') || path.includes('teams');

/**
 * The auth store of spec 000 §4 over better-auth's session: session, then profile;
 * sign-in and sign-out. The client refetches the session when another tab signs in
 * or out and when this one regains focus; such a change is handled 500 ms later.
 */
export function AuthProvider({
  navigation,
  client = authClient,
  children,
}: {
  navigation: AuthNavigation;
  /** Tests give each app its own client: the session it holds belongs to one app. */
  client?: KurzAuthClient;
  children: ReactNode;
}) {
  const session = client.useSession();
  const [state, setState] = useState<AuthState>(LOADING);
  const [hasInitFailed, setHasInitFailed] = useState(false);
  const navigationRef = useRef(navigation);
  navigationRef.current = navigation;
  const profileTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Whose session the app shows: undefined until the first answer, null when signed out. */
  const shownUserId = useRef<string | null | undefined>(undefined);

  const onProfile = useCallback((profile: AuthProfile | null) => {
    setState((current) => (current.user ? { ...current, profile } : current));
  }, []);
  const refreshProfile = useProfileRefresh(onProfile);
  const { teams, currentTeam, refreshTeams, switchWorkspace, resetTeams } = useTeams();

  const onSignedIn = useCallback(
    (user: AuthUser) => {
      shownUserId.current = user.id;
      setState((current) => ({
        ...current,
        user,
        isLoading: false,
        isProfileLoading: current.profile === null,
      }));
      clearTimeout(profileTimer.current);
      profileTimer.current = setTimeout(() => {
        const teamsLoaded = refreshTeams().catch((error: unknown) =>
          debugLog.warn('auth', 'loading teams failed', error),
        );
        void Promise.all([refreshProfile(), teamsLoaded]).finally(() =>
          setState((current) => ({ ...current, isProfileLoading: false })),
        );
      }, TIMINGS.profileLoadAfterSignIn);
      schedulePendingUrlCreation(user.id);
    },
    [refreshProfile, refreshTeams],
  );

  /** Local state is always cleared at the end of a sign-out, whatever the server said. */
  const endSessionLocally = useCallback(() => {
    shownUserId.current = null;
    clearTimeout(profileTimer.current);
    clearAuthStorage();
    resetTeams();
    setState(SIGNED_OUT_STATE);
    const { currentPath, navigate } = navigationRef.current;
    if (isPrivatePath(currentPath())) navigate('/');
  }, [resetTeams]);

  /** Shows `user`'s session (null: none); showing the one already shown changes nothing. */
  const show = useCallback(
    (user: AuthUser | null) => {
      if ((user?.id ?? null) === shownUserId.current) return;
      if (user) onSignedIn(user);
      else if (shownUserId.current === undefined) {
        shownUserId.current = null;
        setState(SIGNED_OUT_STATE);
      } else endSessionLocally();
    },
    [onSignedIn, endSessionLocally],
  );

  useSessionChanges(session, {
    onUser: show,
    onInitFailure: (error) => {
      debugLog.error('auth', 'Authentication initialization failed', error);
      setHasInitFailed(true);
    },
  });

  useEffect(() => () => clearTimeout(profileTimer.current), []);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const reply = await settle(client.signIn.email({ email, password }));
      show(toAuthUser(reply.user));
      announceSignIn();
    },
    [client, show],
  );

  // Spec 000 §9: the server gets 5 s (2 s on localhost); the client tells other tabs itself.
  const signOutOnServer = useCallback(() => {
    const timeout = signOutTimeoutFor(window.location.hostname);
    return settle(client.signOut({ fetchOptions: { timeout } }));
  }, [client]);

  const signOut = useCallback(async () => {
    try {
      await signOutOnServer();
    } catch (error) {
      debugLog.warn('auth', 'server sign-out failed or timed out; signing out locally', error);
    } finally {
      endSessionLocally();
    }
  }, [signOutOnServer, endSessionLocally]);

  useSessionRecovery(state.user !== null, client, signOut);

  const { refetch } = session;
  const refreshSession = useCallback(async () => {
    await refetch();
  }, [refetch]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      teams,
      currentTeam,
      signIn,
      signOut,
      refreshProfile,
      refreshSession,
      refreshTeams,
      switchWorkspace,
    }),
    [
      state,
      teams,
      currentTeam,
      signIn,
      signOut,
      refreshProfile,
      refreshSession,
      refreshTeams,
      switchWorkspace,
    ],
  );
  if (hasInitFailed) {
    return <AuthInitFailure signOutOnServer={signOutOnServer} reload={navigation.reload} />;
  }
  return <AuthContext value={value}>{children}</AuthContext>;
}
