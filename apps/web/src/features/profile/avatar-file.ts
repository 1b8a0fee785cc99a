/** Client-side avatar checks of spec 001 §5; the server checks again, by the file's bytes. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TOO_BIG = 'File size must be less than 5MB';
export const AVATAR_BAD_TYPE = 'File must be a valid image format (JPEG, PNG, WebP, or SVG)';

const AVATAR_TYPES = new Set([
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/webp',
  'image/svg+xml',
]);

/** The accept attribute of the file picker: the same list. */
export const AVATAR_ACCEPT = [...AVATAR_TYPES, '.jpg', '.jpeg', '.png', '.webp', '.svg'].join(',');

/** Why this file cannot be an avatar, or null when it may be uploaded. */
export function avatarFileProblem(file: { size: number; type: string }): string | null {
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_TOO_BIG;
  if (!AVATAR_TYPES.has(file.type.toLowerCase())) return AVATAR_BAD_TYPE;
  return null;
}
