import { MAX_GEO_TARGETS } from '@kurz/shared';
import { describe, expect, it } from 'vitest';
import { NO_PREVIEW, NO_TARGETING } from './empty-link-options';
import {
  COUNTRIES,
  isPreviewSet,
  isTargetingSet,
  PREVIEW_MESSAGES,
  previewBody,
  TARGETING_MESSAGES,
  targetingBody,
  webUrl,
} from './link-targeting';

const row = (key: number, country: string, url: string) => ({ key, country, url });

describe('COUNTRIES', () => {
  it('holds every assigned ISO code once, by English name', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(249);
    expect(COUNTRIES.find((c) => c.code === 'DE')?.name).toBe('Germany');
    const names = COUNTRIES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('targetingBody', () => {
  it('sends nothing when nothing is set', () => {
    expect(targetingBody(NO_TARGETING)).toEqual({});
    expect(isTargetingSet(NO_TARGETING)).toBe(false);
  });

  it('sends the trimmed URLs and the complete rows as geo_targets', () => {
    const draft = {
      iosUrl: ' https://apps.apple.com/app/x ',
      androidUrl: '',
      rows: [row(1, 'DE', ' https://example.de '), row(2, '', ''), row(3, 'FR', 'https://x.fr')],
    };
    expect(isTargetingSet(draft)).toBe(true);
    expect(targetingBody(draft)).toEqual({
      ios_url: 'https://apps.apple.com/app/x',
      geo_targets: { DE: 'https://example.de', FR: 'https://x.fr' },
    });
  });

  it('skips a wholly empty row and refuses a half-filled one', () => {
    expect(targetingBody({ ...NO_TARGETING, rows: [row(1, '', ' ')] })).toEqual({});
    expect(targetingBody({ ...NO_TARGETING, rows: [row(1, 'DE', '')] })).toBe(
      TARGETING_MESSAGES.incompleteRow,
    );
    expect(targetingBody({ ...NO_TARGETING, rows: [row(1, '', 'https://x.de')] })).toBe(
      TARGETING_MESSAGES.incompleteRow,
    );
  });

  it('refuses a country twice and more than the server allows', () => {
    const twice = [row(1, 'DE', 'https://a.de'), row(2, 'DE', 'https://b.de')];
    expect(targetingBody({ ...NO_TARGETING, rows: twice })).toBe(
      TARGETING_MESSAGES.duplicateCountry,
    );
    const many = COUNTRIES.slice(0, MAX_GEO_TARGETS + 1).map((c, i) =>
      row(i, c.code, 'https://x.com'),
    );
    expect(targetingBody({ ...NO_TARGETING, rows: many })).toBe(
      TARGETING_MESSAGES.tooManyCountries,
    );
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
