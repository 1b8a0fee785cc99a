import type { RedirectType } from '@kurz/shared';
import type { ExpiryDraft } from './link-expiry';
import type { PreviewDraft } from './link-targeting';
import type { RulesDraft } from './redirect-rules-draft';

/**
 * A new link's options before anyone touches them. Apart from the modules that parse and
 * check those options, so a form that starts from them does not load the checks up front.
 */
export const NO_EXPIRY: ExpiryDraft = { expiresAt: '', maxClicks: '', expiredUrl: '' };
export const NO_TARGETING: RulesDraft = { rules: [] };
export const NO_PREVIEW: PreviewDraft = { title: '', description: '', image: '' };
/** What a link answers when none is chosen; the server's default too. */
export const DEFAULT_REDIRECT_TYPE: RedirectType = 302;
