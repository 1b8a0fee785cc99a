import type { Plan } from '@kurz/shared';
import { createContext, useContext } from 'react';

export interface AuthUser {
  id: string;
  email: string;
}

export interface AuthProfile {
  id: string;
  email: string;
  full_name: string | null;
  avatar_url: string | null;
  /** Already normalised (normalizePlan from @kurz/shared): unknown values count as free. */
  subscription_plan: Plan;
  is_admin: boolean;
}

export interface AuthTeam {
  id: string;
  name: string;
}

export interface AuthState {
  user: AuthUser | null;
  profile: AuthProfile | null;
  /** Active team memberships, for the Teams link and the workspace switcher. */
  teams: readonly AuthTeam[];
  isLoading: boolean;
}

export const SIGNED_OUT: AuthState = { user: null, profile: null, teams: [], isLoading: false };

/**
 * Accounts do not exist yet, so nothing provides this and everyone is signed out. The
 * accounts work adds the provider; the shell already reads it through useAuth().
 */
export const AuthContext = createContext<AuthState>(SIGNED_OUT);

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
