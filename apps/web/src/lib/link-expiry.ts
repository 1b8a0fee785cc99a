import type { LinkView, ShortenBody } from '@kurz/shared';

/** The Expiry section's fields as typed: a datetime-local value, a count, a URL. */
export interface ExpiryDraft {
  expiresAt: string;
  maxClicks: string;
  expiredUrl: string;
}

export type ExpiryBody = Pick<ShortenBody, 'expires_at' | 'max_clicks' | 'expired_url'>;

const NO_LIMIT_FOR_URL = 'Set when the link expires before where it sends visitors afterwards.';

/**
 * The body fields of a draft, or the message to show instead. A datetime-local value is in
 * the browser's time zone; it goes as an ISO moment, so the server needs no zone.
 */
export function expiryBody(draft: ExpiryDraft, now = Date.now()): ExpiryBody | string {
  const body = typedFields(draft, now);
  if (typeof body === 'string') return body;
  return hasUrlWithoutLimit(draft) ? NO_LIMIT_FOR_URL : body;
}

/** A link's expiry as the Expiry section shows it: the moment in the browser's time zone. */
export function expiryDraftOf(link: Pick<LinkView, 'expires_at' | 'max_clicks' | 'expired_url'>) {
  return {
    expiresAt: link.expires_at === null ? '' : localDateTime(new Date(link.expires_at)),
    maxClicks: link.max_clicks === null ? '' : String(link.max_clicks),
    expiredUrl: link.expired_url ?? '',
  } satisfies ExpiryDraft;
}

/**
 * What an edit changes (PATCH /api/links/:id), or the message to show instead: only the
 * fields that differ from `before`, an emptied one as null. Unchanged fields are not
 * checked again, so a link that has already expired can still be edited otherwise.
 */
export function expiryChanges(
  before: ExpiryDraft,
  after: ExpiryDraft,
  now = Date.now(),
): ExpiryBody | string {
  const changed = (key: keyof ExpiryDraft) => after[key].trim() !== before[key].trim();
  const body = typedFields(
    {
      expiresAt: changed('expiresAt') ? after.expiresAt : '',
      maxClicks: changed('maxClicks') ? after.maxClicks : '',
      expiredUrl: changed('expiredUrl') ? after.expiredUrl : '',
    },
    now,
  );
  if (typeof body === 'string') return body;
  if (hasUrlWithoutLimit(after)) return NO_LIMIT_FOR_URL;
  if (changed('expiresAt') && after.expiresAt === '') body.expires_at = null;
  if (changed('maxClicks') && after.maxClicks.trim() === '') body.max_clicks = null;
  if (changed('expiredUrl') && after.expiredUrl.trim() === '') body.expired_url = null;
  return body;
}

/** The filled-in fields, checked and converted. */
function typedFields(draft: ExpiryDraft, now: number): ExpiryBody | string {
  const body: ExpiryBody = {};
  if (draft.expiresAt !== '') {
    const at = new Date(draft.expiresAt).getTime();
    if (Number.isNaN(at)) return 'Enter the expiry as a date and time.';
    if (at <= now) return 'The expiry must be in the future.';
    body.expires_at = new Date(at).toISOString();
  }
  if (draft.maxClicks.trim() !== '') {
    const clicks = Number(draft.maxClicks);
    if (!Number.isInteger(clicks) || clicks < 1)
      return 'The click limit must be a whole number of at least 1.';
    body.max_clicks = clicks;
  }
  const url = draft.expiredUrl.trim();
  if (url !== '') body.expired_url = url;
  return body;
}

const hasUrlWithoutLimit = (draft: ExpiryDraft) =>
  draft.expiredUrl.trim() !== '' && draft.expiresAt === '' && draft.maxClicks.trim() === '';

/** `2030-01-31T18:00`, a datetime-local input's value for `date` in the browser's zone. */
function localDateTime(date: Date): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
