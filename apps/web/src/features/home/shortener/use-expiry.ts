import type { ShortenBody } from '@kurz/shared';
import { useState } from 'react';

/** The Expiry section's fields as typed: a datetime-local value, a count, a URL. */
export interface ExpiryDraft {
  expiresAt: string;
  maxClicks: string;
  expiredUrl: string;
}

export const NO_EXPIRY: ExpiryDraft = { expiresAt: '', maxClicks: '', expiredUrl: '' };

export type ExpiryBody = Pick<ShortenBody, 'expires_at' | 'max_clicks' | 'expired_url'>;

/**
 * The body fields of a draft, or the message to show instead. A datetime-local value is in
 * the browser's time zone; it goes as an ISO moment, so the server needs no zone.
 */
export function expiryBody(draft: ExpiryDraft, now = Date.now()): ExpiryBody | string {
  const body: ExpiryBody = {};
  if (draft.expiresAt !== '') {
    const at = new Date(draft.expiresAt).getTime();
    if (Number.isNaN(at)) return 'Enter the expiry as a date and time.';
    if (at <= now) return 'The expiry must be in the future.';
    body.expires_at = new Date(at).toISOString();
  }
  if (draft.maxClicks !== '') {
    const clicks = Number(draft.maxClicks);
    if (!Number.isInteger(clicks) || clicks < 1)
      return 'The click limit must be a whole number of at least 1.';
    body.max_clicks = clicks;
  }
  const url = draft.expiredUrl.trim();
  if (url !== '') {
    if (body.expires_at === undefined && body.max_clicks === undefined)
      return 'Set when the link expires before where it sends visitors afterwards.';
    body.expired_url = url;
  }
  return body;
}

export function useExpiry() {
  const [draft, setDraft] = useState<ExpiryDraft>(NO_EXPIRY);
  return { draft, setDraft, reset: () => setDraft(NO_EXPIRY) };
}
