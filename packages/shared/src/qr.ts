/** QR code rules of spec 000 §5, shared by the server renderer and the web panel. */
export const QR_SIZES = [128, 192, 256, 320, 512] as const;
export type QrSize = (typeof QR_SIZES)[number];

export const QR_ERROR_LEVELS = ['L', 'M', 'Q', 'H'] as const;
export type QrErrorLevel = (typeof QR_ERROR_LEVELS)[number];
export const QR_ERROR_LEVEL_LABELS: Record<QrErrorLevel, string> = {
  L: 'L 7%',
  M: 'M 15%',
  Q: 'Q 25%',
  H: 'H 30%',
};

export const QR_FORMATS = ['png', 'svg'] as const;
export type QrFormat = (typeof QR_FORMATS)[number];

export const QR_DEFAULTS = {
  margin: 2,
  dark: '#000000',
  light: '#ffffff',
  errorCorrectionLevel: 'M' as QrErrorLevel,
} as const;
export const QR_MAX_MARGIN = 16;

export const QR_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

export const QR_MESSAGES = {
  proOnly: 'QR code generation is available for Pro and Enterprise plans',
  generateFailed: 'Failed to generate QR code. Please try again.',
  downloadFailed: 'Failed to download QR code',
  copyFailed: 'Failed to copy QR code to clipboard',
} as const;

/** Spec 000 §5: under 50 characters 128, under 100 192, under 200 256, otherwise 320. */
export function recommendedQrSize(urlLength: number): QrSize {
  if (urlLength < 50) return 128;
  if (urlLength < 100) return 192;
  if (urlLength < 200) return 256;
  return 320;
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/**
 * Scanners need dark modules on a light ground with a clear difference; below 4:1, or
 * with the colours inverted, many phone cameras fail to read the code.
 */
export const QR_MIN_CONTRAST = 4;
export function isQrContrastTooLow(dark: string, light: string): boolean {
  if (!QR_COLOR_PATTERN.test(dark) || !QR_COLOR_PATTERN.test(light)) return false;
  return contrastRatio(dark, light) < QR_MIN_CONTRAST || luminance(dark) > luminance(light);
}
