import type { LinkView } from '@kurz/shared';
import { useState } from 'react';
import { NO_EXPIRY, NO_PREVIEW, NO_TARGETING } from './empty-link-options';
import { expiryDraftOf } from './link-expiry';
import { type LinkOptionDrafts, linkOptionChanges } from './link-option-changes';
import type { PasswordDraft } from './link-password';
import { previewDraftOf } from './link-targeting';
import { rulesDraftOf } from './redirect-rules-draft';

/**
 * The option sections of an edit form (the dashboard's dialog, the team link page), filled
 * in from the link. `changes()` is what to send (`linkOptionChanges`); `clear` empties one
 * option (a lower plan may still remove what a higher one set), `restore` puts it back.
 */
export function useLinkOptionDrafts(link: LinkView) {
  const [drafts, setDrafts] = useState<LinkOptionDrafts>(() => draftsOf(link));
  const set =
    <Key extends keyof LinkOptionDrafts>(key: Key) =>
    (value: LinkOptionDrafts[Key]) =>
      setDrafts((current) => ({ ...current, [key]: value }));
  return {
    link,
    drafts,
    onRedirectTypeChange: set('redirectType'),
    onNoReferrerChange: set('noReferrer'),
    onForwardQueryChange: set('forwardQuery'),
    onQueryPrecedenceChange: set('queryPrecedence'),
    onExpiryChange: set('expiry'),
    onPasswordChange: set('password'),
    onTargetingChange: set('targeting'),
    onPreviewChange: set('preview'),
    clear: (key: ClearableOption) => set(key)(CLEARED[key]),
    restore: (key: ClearableOption) => set(key)(draftsOf(link)[key]),
    changes: () => linkOptionChanges(link, drafts),
  };
}

export type LinkOptionForm = ReturnType<typeof useLinkOptionDrafts>;

export type ClearableOption = Exclude<
  keyof LinkOptionDrafts,
  'redirectType' | 'noReferrer' | 'forwardQuery' | 'queryPrecedence'
>;

const CLEARED = {
  expiry: NO_EXPIRY,
  password: null as PasswordDraft,
  targeting: NO_TARGETING,
  preview: NO_PREVIEW,
} satisfies Pick<LinkOptionDrafts, ClearableOption>;

function draftsOf(link: LinkView): LinkOptionDrafts {
  return {
    redirectType: link.redirect_type,
    noReferrer: link.no_referrer,
    forwardQuery: link.forward_query,
    queryPrecedence: link.query_precedence,
    expiry: expiryDraftOf(link),
    // Blank keeps the current password: it is never sent back to be shown.
    password: '',
    targeting: rulesDraftOf(link),
    preview: previewDraftOf(link),
  };
}
