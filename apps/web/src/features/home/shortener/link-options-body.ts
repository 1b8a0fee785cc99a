import type { QueryPrecedence, RedirectType } from '@kurz/shared';
import { DEFAULT_REDIRECT_TYPE } from '../../../lib/empty-link-options';
import { type ExpiryDraft, expiryBody } from '../../../lib/link-expiry';
import { passwordProblem } from '../../../lib/link-password';
import { type PreviewDraft, previewBody } from '../../../lib/link-targeting';
import { type RulesDraft, rulesBody } from '../../../lib/redirect-rules-draft';
import type { LinkOptions } from '../../../lib/shorten-api';

export interface LinkOptionDraftsToSend {
  expiry: ExpiryDraft;
  redirectType: RedirectType;
  noReferrer: boolean;
  /** Null: the domain's default, which the server applies. */
  forwardQuery: boolean | null;
  queryPrecedence: QueryPrecedence;
  password: string;
  targeting: RulesDraft;
  preview: PreviewDraft;
  title: string;
  tags: string[];
  isHealthChecked: boolean;
}

/**
 * What a new link's options add to the shorten call, each field only when set; throws the
 * message of the first option that is not valid. Loaded when a signed-in person submits.
 */
export function linkOptionsBody(drafts: LinkOptionDraftsToSend): LinkOptions {
  const expiryFields = expiryBody(drafts.expiry);
  if (typeof expiryFields === 'string') throw new Error(expiryFields);
  const passwordMessage = passwordProblem(drafts.password);
  if (passwordMessage) throw new Error(passwordMessage);
  const targetingFields = rulesBody(drafts.targeting);
  if (typeof targetingFields === 'string') throw new Error(targetingFields);
  const previewFields = previewBody(drafts.preview);
  if (typeof previewFields === 'string') throw new Error(previewFields);
  const title = drafts.title.trim();
  return {
    ...expiryFields,
    ...(drafts.redirectType !== DEFAULT_REDIRECT_TYPE
      ? { redirect_type: drafts.redirectType }
      : {}),
    ...(drafts.noReferrer ? { no_referrer: true } : {}),
    ...(drafts.forwardQuery !== null ? { forward_query: drafts.forwardQuery } : {}),
    ...(drafts.queryPrecedence !== 'destination'
      ? { query_precedence: drafts.queryPrecedence }
      : {}),
    ...(drafts.password ? { password: drafts.password } : {}),
    ...targetingFields,
    ...previewFields,
    ...(title ? { title } : {}),
    ...(drafts.tags.length > 0 ? { tags: drafts.tags } : {}),
    ...(drafts.isHealthChecked ? { health_check: true } : {}),
  };
}
