import { LINK_PASSWORD_MAX, LINK_PASSWORD_MIN, type UpdateLinkBody } from '@kurz/shared';

/**
 * The Password section as typed: the new password ('' for none, or for the current one
 * kept), or null to remove the current one.
 */
export type PasswordDraft = string | null;

/** Why a typed password cannot be sent, else null; blank is no password. */
export function passwordProblem(password: string): string | null {
  if (password === '') return null;
  if (password.length < LINK_PASSWORD_MIN || password.length > LINK_PASSWORD_MAX)
    return `The link password must be ${LINK_PASSWORD_MIN} to ${LINK_PASSWORD_MAX} characters.`;
  return null;
}

/**
 * What an edit sends for the password, or the message to show instead: a new one, null
 * to remove the current one, nothing when it stays as it was.
 */
export function passwordChanges(
  hasPassword: boolean,
  draft: PasswordDraft,
): Pick<UpdateLinkBody, 'password'> | string {
  if (draft === null) return hasPassword ? { password: null } : {};
  if (draft === '') return {};
  return passwordProblem(draft) ?? { password: draft };
}
