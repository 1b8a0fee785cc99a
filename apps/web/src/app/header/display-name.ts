import type { AuthContextValue } from '../auth-context';

/** The name the header shows: profile name, then session name, then the email. */
export function displayName({ user, profile }: Pick<AuthContextValue, 'user' | 'profile'>): string {
  return profile?.full_name?.trim() || user?.name?.trim() || user?.email || '';
}
