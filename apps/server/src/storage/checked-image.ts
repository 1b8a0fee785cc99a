import { Invalid, PayloadTooLarge } from '../errors.js';
import { type ImageType, isSafeSvg, sniffImageType } from './image-type.js';

/** Spec 001 §5: avatars and team logos alike, at most 5 MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const BAD_TYPE = 'File must be a valid image format (JPEG, PNG, WebP, or SVG)';

/** The image's type, judged by its bytes; 413 or 400 with the spec's words otherwise. */
export function checkedImage(bytes: Buffer): ImageType {
  if (bytes.length > IMAGE_MAX_BYTES) throw new PayloadTooLarge('File size must be less than 5MB');
  const type = sniffImageType(bytes);
  if (!type) throw new Invalid(BAD_TYPE);
  if (type === 'svg' && !isSafeSvg(bytes)) {
    throw new Invalid('SVG images may not contain scripts, event handlers or external references');
  }
  return type;
}
