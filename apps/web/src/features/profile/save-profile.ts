import type { AuthProfile } from '../../app/auth-context';
import { ApiError } from '../../lib/api-error';
import { debugLog } from '../../lib/debug-log';
import { removeAvatar, saveProfileChanges, uploadAvatarFile } from './profile-api';

type FailureToast = 'Failed to upload avatar' | 'Failed to update profile';

/** A failed save: `message` is for the form (the server's text when it sent one). */
export class SaveProfileError extends Error {
  override readonly name = 'SaveProfileError';
  /** The spec 001 §8 toast. */
  readonly toast: FailureToast;

  constructor(toast: FailureToast, cause: unknown) {
    super(cause instanceof ApiError && cause.status > 0 ? cause.message : toast);
    this.toast = toast;
  }
}

interface SaveInput {
  profile: AuthProfile;
  fullName: string;
  avatarUrl: string;
  pendingFile: File | null;
}

/**
 * Saves the profile form: the picked image first (the server points the profile at it),
 * then the name and, without a picked image, the typed avatar URL. Clearing the URL
 * removes the avatar (deleting the stored file when it is ours). Throws a SaveProfileError.
 */
export async function saveProfile(input: SaveInput): Promise<void> {
  const { profile, fullName, pendingFile } = input;
  const avatarUrl = input.avatarUrl.trim();
  if (pendingFile) {
    try {
      await uploadAvatarFile(pendingFile);
    } catch (error) {
      debugLog.warn('profile', 'avatar upload failed', error);
      throw new SaveProfileError('Failed to upload avatar', error);
    }
  }
  try {
    const isAvatarCleared = !pendingFile && avatarUrl === '' && profile.avatar_url !== null;
    if (isAvatarCleared) await removeAvatar();
    const isUrlChanged = !pendingFile && avatarUrl !== '' && avatarUrl !== profile.avatar_url;
    await saveProfileChanges({
      full_name: fullName.trim() || null,
      ...(isUrlChanged && { avatar_url: avatarUrl }),
    });
  } catch (error) {
    debugLog.warn('profile', 'profile update failed', error);
    throw new SaveProfileError('Failed to update profile', error);
  }
}
