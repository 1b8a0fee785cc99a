import { describe, expect, it } from 'vitest';
import { contrastRatio, isQrContrastTooLow, recommendedQrSize } from './qr.js';

describe('recommendedQrSize', () => {
  it.each([
    ['a 49-character URL', 49, 128],
    ['a 50-character URL', 50, 192],
    ['a 99-character URL', 99, 192],
    ['a 100-character URL', 100, 256],
    ['a 199-character URL', 199, 256],
    ['a 200-character URL', 200, 320],
  ])('recommends the spec size for %s', (_name, length, size) => {
    expect(recommendedQrSize(length)).toBe(size);
  });
});

describe('QR contrast', () => {
  it('rates black on white 21:1 and accepts it', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(isQrContrastTooLow('#000000', '#ffffff')).toBe(false);
  });

  it.each([
    ['light grey on white', '#cccccc', '#ffffff'],
    ['yellow on white', '#ffff00', '#ffffff'],
    ['white on black (inverted)', '#ffffff', '#000000'],
  ])('warns about %s', (_name, dark, light) => {
    expect(isQrContrastTooLow(dark, light)).toBe(true);
  });
});
