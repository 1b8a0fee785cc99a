export type ImageType = 'png' | 'jpeg' | 'webp' | 'svg';

export const IMAGE_CONTENT_TYPES: Record<ImageType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** The image type the bytes really are (the name and the declared type are not trusted). */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return looksLikeSvg(bytes) ? 'svg' : null;
}

function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .toString('utf8', 0, 4096)
    .replace(/^\uFEFF/, '')
    .trimStart();
  const startsLikeXml =
    head.startsWith('<?xml') || head.startsWith('<svg') || head.startsWith('<!--');
  return startsLikeXml && /<svg[\s>]/i.test(head);
}

/**
 * An SVG is served only if it cannot run or fetch anything: no scripts, event handlers,
 * embedded documents, entities, or links that leave the file. Refused rather than
 * rewritten, so what we serve is exactly what the user sent.
 */
const UNSAFE_SVG = [
  /<script/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /<foreignObject/i,
  /<(iframe|embed|object|audio|video)/i,
  /<!ENTITY/i,
  /<!DOCTYPE/i,
  /@import/i,
  /(?:xlink:)?href\s*=\s*["']\s*(?!#|data:image\/(png|jpeg|webp|gif);)/i,
  /url\(\s*["']?\s*(?!#)/i,
];

export function isSafeSvg(bytes: Buffer): boolean {
  const text = bytes.toString('utf8');
  return !UNSAFE_SVG.some((pattern) => pattern.test(text));
}
