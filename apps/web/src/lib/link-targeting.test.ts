import { describe, expect, it } from 'vitest';
import { NO_PREVIEW } from './empty-link-options';
import { COUNTRIES, isPreviewSet, PREVIEW_MESSAGES, previewBody, webUrl } from './link-targeting';

describe('COUNTRIES', () => {
  it('holds every assigned ISO code once, by English name', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(249);
    expect(COUNTRIES.find((c) => c.code === 'DE')?.name).toBe('Germany');
    const names = COUNTRIES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('previewBody', () => {
  it('sends only the trimmed fields that are set', () => {
    expect(previewBody(NO_PREVIEW)).toEqual({});
    expect(isPreviewSet(NO_PREVIEW)).toBe(false);
    expect(previewBody({ title: ' Sale ', description: '', image: 'https://x.com/a.png' })).toEqual(
      { og_title: 'Sale', og_image: 'https://x.com/a.png' },
    );
  });

  it('refuses text over the limits (after trimming) and an image that is not http(s)', () => {
    expect(previewBody({ ...NO_PREVIEW, title: `${'x'.repeat(200)}  ` })).toEqual({
      og_title: 'x'.repeat(200),
    });
    expect(previewBody({ ...NO_PREVIEW, title: 'x'.repeat(201) })).toBe(
      PREVIEW_MESSAGES.titleTooLong,
    );
    expect(previewBody({ ...NO_PREVIEW, description: 'x'.repeat(501) })).toBe(
      PREVIEW_MESSAGES.descriptionTooLong,
    );
    expect(previewBody({ ...NO_PREVIEW, image: 'javascript:alert(1)' })).toBe(
      PREVIEW_MESSAGES.imageNotWeb,
    );
  });
});

describe('webUrl', () => {
  it('parses http(s) only', () => {
    expect(webUrl(' https://x.com/a.png ')?.href).toBe('https://x.com/a.png');
    expect(webUrl('http://x.com')?.protocol).toBe('http:');
    expect(webUrl('ftp://x.com')).toBeNull();
    expect(webUrl('x.com/a.png')).toBeNull();
  });
});
