import type { CheckEmailExistsReply, ProfileReply } from '@kurz/shared';
import type { AuthProfile, AuthUser } from '../../app/auth-context';
import { api } from '../../lib/api-client';
import { debugLog } from '../../lib/debug-log';
import { authClient, settle } from './auth-client';

/** Kurz's account calls: better-auth's client where it has the route, our API for the rest. */

/** The user as the session or a sign-in reply names them; the display name is the full name. */
export function toAuthUser(
  user:
    | {
        id: string;
        email: string;
        name?: string | null;
        full_name?: string | null;
        createdAt?: Date | string | null;
      }
    | undefined,
): AuthUser | null {
  if (!user) return null;
  const createdAt = user.createdAt ? new Date(user.createdAt).toISOString() : null;
  return { id: user.id, email: user.email, name: user.full_name || user.name || null, createdAt };
}

export const fetchProfile = (): Promise<AuthProfile> => api.get<ProfileReply>('/api/profile');

export function signUpWithEmail(email: string, password: string, fullName: string) {
  // The server requires a name: the full name, else the address's local part.
  const name = fullName.trim() || email.split('@')[0] || email;
  return settle(authClient.signUp.email({ email, password, name, full_name: fullName.trim() }));
}

export const requestPasswordReset = (email: string) =>
  settle(
    authClient.requestPasswordReset({
      email,
      redirectTo: `${window.location.origin}/auth?mode=reset-password`,
    }),
  );

export const resetPassword = (token: string, newPassword: string) =>
  settle(authClient.resetPassword({ token, newPassword }));

export type SocialProvider = 'google' | 'github';

/** The client follows the provider's address itself once the server answers with it. */
export const signInWithProvider = (provider: SocialProvider) =>
  settle(authClient.signIn.social({ provider, callbackURL: '/user/dashboard' }));

/** Spec 000 §5: a failed check (rate limit, outage) counts as "not taken" and is only logged. */
export async function isEmailTaken(email: string): Promise<boolean> {
  try {
    const reply = await api.post<CheckEmailExistsReply>('/api/check-email-exists', {
      email_to_check: email,
    });
    return reply.exists;
  } catch (error) {
    debugLog.warn('auth', 'email-exists check failed; assuming the email is free', error);
    return false;
  }
}
