import type { ProfileReply, TeamRole } from '@kurz/shared';
import { createContext, useContext } from 'react';

export interface AuthUser {
  id: string;
  email: string;
  /** The display name the server holds; may be empty. */
  name?: string | null;
  /** When the account was made (ISO 8601, from the session), when known. */
  createdAt?: string | null;
}

/** GET /api/profile's answer; `providers` are how the user signs in ('credential', 'google'…). */
export type AuthProfile = Omit<ProfileReply, 'subscription_status'>;

export interface AuthTeam {
  id: string;
  name: string;
  /** The user's role in it: what the team screens show them (canTeam). */
  role: TeamRole;
  /** The user's membership row: leaving the team deletes it. */
  membershipId: string;
  /** The team's plan: what its links may have (the server checks it too). */
  plan: string;
}

export interface AuthState {
  user: AuthUser | null;
  profile: AuthProfile | null;
  /** Active team memberships, for the Teams link and the workspace switcher. */
  teams: readonly AuthTeam[];
  /** The selected workspace: a team, or null for Personal (spec 000 §4 Workspace). */
  currentTeam: AuthTeam | null;
  isLoading: boolean;
  /** The profile and teams are loading after sign-in (the profile may still be null). */
  isProfileLoading: boolean;
}

export interface AuthActions {
  signIn: (email: string, password: string) => Promise<void>;
  signOut: () => Promise<void>;
  refreshProfile: () => Promise<void>;
  /** Asks the server for the session again (another tab may have signed in). */
  refreshSession: () => Promise<void>;
  /** Reads the user's active teams again; rejects when they could not be read. */
  refreshTeams: () => Promise<void>;
  /** Selects a team's workspace, or Personal (null). */
  switchWorkspace: (teamId: string | null) => void;
}

export type AuthContextValue = AuthState & AuthActions;

const noProvider = async () => {
  throw new Error('Signing in needs the AuthProvider (features/auth/auth-provider.tsx)');
};

export const SIGNED_OUT: AuthContextValue = {
  user: null,
  profile: null,
  teams: [],
  currentTeam: null,
  isLoading: false,
  isProfileLoading: false,
  signIn: noProvider,
  signOut: async () => {},
  refreshProfile: async () => {},
  refreshSession: async () => {},
  refreshTeams: async () => {},
  switchWorkspace: () => {},
};

/**
 * features/auth/auth-provider.tsx provides the real state at the app root. Without it
 * (tests that render a piece of the shell) everyone is signed out.
 */
export const AuthContext = createContext<AuthContextValue>(SIGNED_OUT);

export function useAuth(): AuthContextValue {
  return useContext(AuthContext);
}
