import {
  MESSAGES,
  type ProfileChangesBody,
  type ProfileReply,
  type SetPlanBody,
} from '@kurz/shared';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { readResponse } from '../../lib/read-response';
import { authClient, settle } from '../auth/auth-client';

/** The profile screen's calls: our /api/profile routes and better-auth's account routes. */

export const saveProfileChanges = (changes: ProfileChangesBody) =>
  api.patch<ProfileReply>('/api/profile', changes);

export const removeAvatar = () => api.delete<ProfileReply>('/api/profile/avatar');

/**
 * Sends the file's raw bytes: the server judges the type by those bytes, not by the name
 * or the declared type (the API client only speaks JSON, so this is a plain fetch).
 */
export async function uploadAvatarFile(file: Blob): Promise<ProfileReply> {
  let response: Response;
  try {
    response = await fetch('/api/profile/avatar', {
      method: 'POST',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Content-Type': file.type || 'application/octet-stream',
      },
      body: file,
    });
  } catch {
    throw new ApiError(MESSAGES.network, 0);
  }
  return readResponse<ProfileReply>(response);
}

/** better-auth mails a confirmation link to the NEW address; the email changes when it is followed. */
export const requestEmailChange = (newEmail: string) =>
  settle(authClient.changeEmail({ newEmail, callbackURL: '/user/profile' }));

/** Other sessions are signed out: whoever knew the old password loses their way in. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  settle(authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true }));

/** The Admin Testing Panel: an admin sets their own plan. */
export const setOwnTestPlan = (plan: SetPlanBody['plan']) =>
  api.post<ProfileReply>('/api/admin/test-plan', { plan } satisfies SetPlanBody);
