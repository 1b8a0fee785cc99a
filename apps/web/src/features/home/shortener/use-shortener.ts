import {
  DESTINATION_MESSAGES,
  destinationProblem,
  generateShortCode,
  MESSAGES,
  type QueryPrecedence,
  type RedirectType,
  shortenErrorMessage,
  type Utm,
  utmProblem,
  withUtm,
} from '@kurz/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../app/auth-context';
import { useSubmit } from '../../../app/forms/use-submit';
import { useWorkspace } from '../../../app/workspace/use-workspace';
import {
  DEFAULT_REDIRECT_TYPE,
  NO_EXPIRY,
  NO_PREVIEW,
  NO_TARGETING,
} from '../../../lib/empty-link-options';
import type { PreviewDraft } from '../../../lib/link-targeting';
import { savePendingUrl } from '../../../lib/pending-url';
import type { RulesDraft } from '../../../lib/redirect-rules-draft';
import {
  checkShortCodeAvailability,
  type ShortenInput,
  shortenForTeam,
  shortenUrl,
} from '../../../lib/shorten-api';
import { useRefreshLinks } from '../../../lib/use-refresh-links';
import { usePageTitle } from './use-page-title';

/** The options' checks, only needed when a signed-in person sends the form. */
export const loadLinkOptionsBody = () => import('./link-options-body');

type LinkTarget = Pick<ShortenInput, 'useCustomDomain' | 'customDomainId' | 'domain'>;

/**
 * The shortener form of spec 000 §4: idle → processing → success (`shortUrl`) or error
 * (`error`: the thrown message, else 'An error occurred', spec 000 §8). `ownHosts` are our
 * short hosts: a destination on one of them is refused before any call. `target` is the
 * chosen short or custom domain (`useLinkDomain`). In a team workspace the link is the
 * team's (POST /api/shorten-team, the spec's team call), on the chosen domain. /create's options: expiry,
 * redirect type (sent unless the default), UTM values (added to the URL that is sent),
 * targeting, the social preview, title and tags, and the daily health check (each field
 * sent only when set).
 */
export function useShortener(
  ownHosts: readonly string[],
  target: LinkTarget,
  /** /create: the title field may fill itself from the destination's page. */
  withTitle = false,
  /** The chosen domain forwards query strings unless a link says otherwise. */
  forwardsQueryByDefault = true,
) {
  const { user } = useAuth();
  const { organizationId, can } = useWorkspace();
  // A team role that may not create links is told so before it types (the server refuses too).
  const mayCreate = user === null || can('urls', 'create');
  const navigate = useNavigate();
  const refreshLinks = useRefreshLinks();
  const [fullUrl, setFullUrl] = useState('');
  const [customShort, setCustomShort] = useState('');
  const [shortUrl, setShortUrl] = useState<string | null>(null);
  const [expiry, setExpiry] = useState(NO_EXPIRY);
  const [redirectType, setRedirectType] = useState<RedirectType>(DEFAULT_REDIRECT_TYPE);
  const [noReferrer, setNoReferrer] = useState(false);
  // Null until the person decides: the chosen domain's default, applied by the server.
  const [ownForwardQuery, setForwardQuery] = useState<boolean | null>(null);
  const [queryPrecedence, setQueryPrecedence] = useState<QueryPrecedence>('destination');
  const [utm, setUtm] = useState<Utm>({});
  const [password, setPassword] = useState('');
  const [targeting, setTargeting] = useState<RulesDraft>(NO_TARGETING);
  const [preview, setPreview] = useState<PreviewDraft>(NO_PREVIEW);
  const [ownTitle, setOwnTitle] = useState<string | null>(null);
  const [tags, setTags] = useState<string[]>([]);
  const [isHealthChecked, setIsHealthChecked] = useState(false);
  const finalUrl = withUtm(fullUrl.trim(), utm);
  // Once the person edits the title it is theirs: a fetched one never replaces it.
  const pageTitle = usePageTitle(fullUrl, withTitle && ownTitle === null);
  const title = ownTitle ?? pageTitle.title ?? '';

  /** Signed out: a free (or unknown) code is kept as the pending URL, and on to sign-up. */
  async function continueToSignUp() {
    const availability = await checkShortCodeAvailability(customShort, fullUrl);
    if (!availability.isAvailable) throw new Error(availability.error || MESSAGES.shortUrlTaken);
    savePendingUrl({ fullUrl, customShort, useCustomDomain: false });
    void navigate('/auth?mode=signup');
  }

  const submit = useSubmit({
    check: () => {
      if (fullUrl.trim() === '') return null;
      setShortUrl(null);
    },
    send: async () => {
      const utmMessage = utmProblem(utm);
      if (utmMessage) throw new Error(utmMessage);
      // Judged with its UTM parameters, which count towards the length limit.
      const problem = destinationProblem(finalUrl, ownHosts);
      if (problem) throw new Error(shortenErrorMessage(DESTINATION_MESSAGES[problem]));
      if (!user) return continueToSignUp();
      // A chunk that fails to arrive (a deploy in between) reads as the spec's plain failure.
      const { linkOptionsBody } = await loadLinkOptionsBody().catch(() => {
        throw new Error(MESSAGES.anErrorOccurred);
      });
      const options = linkOptionsBody({
        expiry,
        redirectType,
        noReferrer,
        forwardQuery: ownForwardQuery,
        queryPrecedence,
        password,
        targeting,
        preview,
        title,
        tags,
        isHealthChecked,
      });
      const created = organizationId
        ? (
            await shortenForTeam({
              ...teamBody(organizationId, finalUrl, customShort, target),
              ...options,
            })
          ).shortened_url
        : await shortenUrl({
            fullUrl: finalUrl,
            customShort,
            userId: user.id,
            ...target,
            options,
          });
      setShortUrl(created);
      // The dashboard may hold the list from before this link.
      void refreshLinks();
    },
  });

  return {
    fullUrl,
    customShort,
    shortUrl,
    error: submit.error,
    isProcessing: submit.isBusy,
    canSubmit: mayCreate && !submit.isBusy && fullUrl.trim() !== '',
    mayCreate,
    onFullUrlChange: setFullUrl,
    onCustomShortChange: setCustomShort,
    onSubmit: submit.onSubmit,
    onGenerate: () => setCustomShort(generateShortCode()),
    expiry,
    onExpiryChange: setExpiry,
    redirectType,
    onRedirectTypeChange: setRedirectType,
    noReferrer,
    onNoReferrerChange: setNoReferrer,
    forwardQuery: ownForwardQuery ?? forwardsQueryByDefault,
    onForwardQueryChange: setForwardQuery,
    queryPrecedence,
    onQueryPrecedenceChange: setQueryPrecedence,
    utm,
    onUtmChange: setUtm,
    password,
    onPasswordChange: setPassword,
    targeting,
    onTargetingChange: setTargeting,
    preview,
    onPreviewChange: setPreview,
    title,
    isFetchingTitle: pageTitle.isFetching,
    onTitleChange: setOwnTitle,
    tags,
    onTagsChange: setTags,
    isHealthChecked,
    onHealthCheckedChange: setIsHealthChecked,
    /** The URL to send: the long URL with the UTM values, trimmed. */
    finalUrl,
    onDismissError: submit.clearError,
    /**
     * 'Shorten another URL': URL, code, options, result and error go (the copied flag with
     * the panel).
     */
    onReset: () => {
      setFullUrl('');
      setCustomShort('');
      setShortUrl(null);
      setExpiry(NO_EXPIRY);
      setRedirectType(DEFAULT_REDIRECT_TYPE);
      setNoReferrer(false);
      setForwardQuery(null);
      setQueryPrecedence('destination');
      setUtm({});
      setPassword('');
      setTargeting(NO_TARGETING);
      setPreview(NO_PREVIEW);
      setOwnTitle(null);
      setTags([]);
      setIsHealthChecked(false);
      submit.clearError();
    },
  };
}

/** A team link: on the team's verified domain when ticked, else the chosen short domain. */
function teamBody(teamId: string, fullUrl: string, customShort: string, target: LinkTarget) {
  const code = customShort.trim();
  return {
    organization_id: teamId,
    full_url: fullUrl.trim(),
    ...(code ? { short_url: code } : {}),
    ...(target.useCustomDomain && target.customDomainId
      ? { use_custom_domain: true, custom_domain_id: target.customDomainId }
      : {}),
    ...(!target.useCustomDomain && target.domain ? { domain: target.domain } : {}),
  };
}

/** The shortener's state and handlers, as its option fields read them. */
export type ShortenerForm = ReturnType<typeof useShortener>;
