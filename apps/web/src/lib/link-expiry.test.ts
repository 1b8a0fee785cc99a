import { describe, expect, it } from 'vitest';
import { NO_EXPIRY } from './empty-link-options';
import { expiryChanges, expiryDraftOf } from './link-expiry';

const NOW = Date.parse('2030-01-01T00:00:00.000Z');
const SET = expiryDraftOf({
  expires_at: '2029-06-30T16:00:00.000Z',
  max_clicks: 10,
  expired_url: 'https://example.com/over',
});

describe('expiryChanges', () => {
  it('sends nothing for an untouched expiry, even one already past', () => {
    expect(expiryChanges(SET, { ...SET }, NOW)).toEqual({});
  });

  it('sends a changed field alone and an emptied one as null', () => {
    expect(expiryChanges(SET, { ...SET, maxClicks: '25' }, NOW)).toEqual({ max_clicks: 25 });
    expect(expiryChanges(SET, { ...SET, maxClicks: '' }, NOW)).toEqual({ max_clicks: null });
    expect(expiryChanges(SET, NO_EXPIRY, NOW)).toEqual({
      expires_at: null,
      max_clicks: null,
      expired_url: null,
    });
  });

  it('keeps the moment a link had, in the browser’s zone, when read back', () => {
    expect(new Date(SET.expiresAt).toISOString()).toBe('2029-06-30T16:00:00.000Z');
  });

  it('refuses a URL for afterwards with nothing left to expire the link', () => {
    expect(expiryChanges(SET, { ...SET, expiresAt: '', maxClicks: '' }, NOW)).toBe(
      'Set when the link expires before where it sends visitors afterwards.',
    );
  });
});
