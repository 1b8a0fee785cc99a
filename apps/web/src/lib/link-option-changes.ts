import type { LinkView, QueryPrecedence, RedirectType, UpdateLinkBody } from '@kurz/shared';
import { type ExpiryDraft, expiryChanges, expiryDraftOf } from './link-expiry';
import { type PasswordDraft, passwordChanges } from './link-password';
import { type PreviewDraft, previewBody } from './link-targeting';
import { type RulesDraft, rulesBody } from './redirect-rules-draft';

/** The edit forms' option sections as typed (`useLinkOptionDrafts`). */
export interface LinkOptionDrafts {
  redirectType: RedirectType;
  noReferrer: boolean;
  forwardQuery: boolean;
  queryPrecedence: QueryPrecedence;
  expiry: ExpiryDraft;
  password: PasswordDraft;
  targeting: RulesDraft;
  preview: PreviewDraft;
}

export type LinkOptionChanges = Omit<UpdateLinkBody, 'full_url' | 'short_url' | 'domain'>;

/**
 * What an edit of `link`'s options sends (PATCH /api/links/:id, PUT /api/team-urls), or
 * the message to show instead: only what differs from the link, an emptied field as null.
 * An unfinished redirect rule or a bad password is refused here, before any call.
 */
export function linkOptionChanges(
  link: LinkView,
  drafts: LinkOptionDrafts,
  now = Date.now(),
): LinkOptionChanges | string {
  const expiry = expiryChanges(expiryDraftOf(link), drafts.expiry, now);
  if (typeof expiry === 'string') return expiry;
  const password = passwordChanges(link.has_password, drafts.password);
  if (typeof password === 'string') return password;
  const targeting = rulesBody(drafts.targeting);
  if (typeof targeting === 'string') return targeting;
  const preview = previewBody(drafts.preview);
  if (typeof preview === 'string') return preview;
  return {
    ...(drafts.redirectType !== link.redirect_type ? { redirect_type: drafts.redirectType } : {}),
    ...(drafts.noReferrer !== link.no_referrer ? { no_referrer: drafts.noReferrer } : {}),
    ...(drafts.forwardQuery !== link.forward_query ? { forward_query: drafts.forwardQuery } : {}),
    ...(drafts.queryPrecedence !== link.query_precedence
      ? { query_precedence: drafts.queryPrecedence }
      : {}),
    ...expiry,
    ...password,
    // The whole ordered list, when it differs in anything (order included).
    ...(JSON.stringify(targeting.rules ?? []) !== JSON.stringify(link.rules ?? [])
      ? { rules: targeting.rules ?? null }
      : {}),
    ...changedFields(link, preview, ['og_title', 'og_description', 'og_image']),
  };
}

type Compared =
  | 'ios_url'
  | 'android_url'
  | 'geo_targets'
  | 'og_title'
  | 'og_description'
  | 'og_image';

/**
 * The fields of `body` (a section's fields as /create sends them, absent when blank) whose
 * value differs from the link's: the new value, or null where the link had one and the
 * form now has none. A country map is compared whatever its key order.
 */
export function changedFields<Key extends Compared>(
  link: Pick<LinkView, Key>,
  body: Partial<Pick<UpdateLinkBody, Key>>,
  keys: readonly Key[],
): Partial<Pick<UpdateLinkBody, Key>> {
  const changes: Partial<Record<Compared, unknown>> = {};
  for (const key of keys) {
    const next = body[key] ?? null;
    if (comparable(next) !== comparable(link[key])) changes[key] = next;
  }
  return changes as Partial<Pick<UpdateLinkBody, Key>>;
}

function comparable(value: unknown): string {
  if (value !== null && typeof value === 'object')
    return JSON.stringify(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));
  return JSON.stringify(value ?? null);
}
