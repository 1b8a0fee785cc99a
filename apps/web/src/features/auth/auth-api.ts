import type { CheckEmailExistsReply, ProfileReply } from '@kurz/shared';
import type { AuthProfile, AuthUser } from '../../app/auth-context';
import { api } from '../../lib/api-client';
import { debugLog } from '../../lib/debug-log';
import { authStatusMessage } from './auth-error-message';

/** The calls of better-auth (mounted at /api/auth) and of our own account routes. */
const AUTH = '/api/auth';
const AUTH_ERRORS = { statusMessage: authStatusMessage };

/** better-auth's get-session answer (null when signed out), as far as Kurz reads it. */
interface SessionReply {
  session?: object | null;
  user: { id: string; email: string; name?: string | null; full_name?: string | null };
}

const fetchSession = () => api.get<SessionReply | null>(`${AUTH}/get-session`);

export async function fetchSessionUser(): Promise<AuthUser | null> {
  const reply = await fetchSession();
  if (!reply?.user) return null;
  const { id, email, name, full_name } = reply.user;
  return { id, email, name: full_name || name || null };
}

export const fetchProfile = (): Promise<AuthProfile> => api.get<ProfileReply>('/api/profile');

export const signInWithEmail = (email: string, password: string) =>
  api.post(`${AUTH}/sign-in/email`, { email, password }, AUTH_ERRORS);

export function signUpWithEmail(email: string, password: string, fullName: string) {
  // The server requires a name: the full name, else the address's local part.
  const name = fullName.trim() || email.split('@')[0] || email;
  return api.post(
    `${AUTH}/sign-up/email`,
    { email, password, name, full_name: fullName.trim() },
    AUTH_ERRORS,
  );
}

export const signOutOnServer = () => api.post(`${AUTH}/sign-out`, {});

export const requestPasswordReset = (email: string) =>
  api.post(
    `${AUTH}/request-password-reset`,
    {
      email,
      redirectTo: `${window.location.origin}/auth?mode=reset-password`,
    },
    AUTH_ERRORS,
  );

export const resetPassword = (token: string, newPassword: string) =>
  api.post(`${AUTH}/reset-password`, { token, newPassword }, AUTH_ERRORS);

export type SocialProvider = 'google' | 'github';

export async function socialSignInUrl(provider: SocialProvider): Promise<string> {
  const reply = await api.post<{ url?: string }>(
    `${AUTH}/sign-in/social`,
    {
      provider,
      callbackURL: '/user/dashboard',
    },
    AUTH_ERRORS,
  );
  if (!reply?.url) throw new Error(`No sign-in address came back for ${provider}`);
  return reply.url;
}

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
