import type { AuthProfile } from '../../app/auth-context';
import { ApiError } from '../../lib/api-error';
import { debugLog } from '../../lib/debug-log';
import { removeAvatar, saveProfileChanges, uploadAvatarFile } from './profile-api';

export interface SaveFailure {
  /** The spec 001 §8 toast. */
  toast: 'Failed to upload avatar' | 'Failed to update profile';
  /** What went wrong, for the form: the server's text when it sent one. */
  detail: string;
}

interface SaveInput {
  profile: AuthProfile;
  fullName: string;
  avatarUrl: string;
  pendingFile: File | null;
}

const detailOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status > 0 ? error.message : fallback;

/**
 * Saves the profile form: the picked image first (the server points the profile at it),
 * then the name and, without a picked image, the typed avatar URL. Clearing the URL
 * removes the avatar (deleting the stored file when it is ours). Null when all worked.
 */
export async function saveProfile(input: SaveInput): Promise<SaveFailure | null> {
  const { profile, fullName, pendingFile } = input;
  const avatarUrl = input.avatarUrl.trim();
  if (pendingFile) {
    try {
      await uploadAvatarFile(pendingFile);
    } catch (error) {
      debugLog.warn('profile', 'avatar upload failed', error);
      return {
        toast: 'Failed to upload avatar',
        detail: detailOf(error, 'Failed to upload avatar'),
      };
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
    return null;
  } catch (error) {
    debugLog.warn('profile', 'profile update failed', error);
    return {
      toast: 'Failed to update profile',
      detail: detailOf(error, 'Failed to update profile'),
    };
  }
}
