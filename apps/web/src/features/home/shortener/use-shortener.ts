import {
  DESTINATION_MESSAGES,
  destinationProblem,
  generateShortCode,
  MESSAGES,
  shortenErrorMessage,
} from '@kurz/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../app/auth-context';
import { useSubmit } from '../../../app/forms/use-submit';
import { expiryBody, NO_EXPIRY } from '../../../lib/link-expiry';
import { savePendingUrl } from '../../../lib/pending-url';
import {
  checkShortCodeAvailability,
  type ShortenInput,
  shortenForTeam,
  shortenUrl,
} from '../../../lib/shorten-api';
import { useRefreshLinks } from '../../../lib/use-refresh-links';

type LinkTarget = Pick<ShortenInput, 'useCustomDomain' | 'customDomainId' | 'domain'>;

/**
 * The shortener form of spec 000 §4: idle → processing → success (`shortUrl`) or error
 * (`error`: the thrown message, else 'An error occurred', spec 000 §8). `ownHosts` are our
 * short hosts: a destination on one of them is refused before any call. `target` is the
 * chosen short or custom domain (`useLinkDomain`). In a team workspace the link is the
 * team's (POST /api/shorten-team), on the chosen short domain.
 */
export function useShortener(ownHosts: readonly string[], target: LinkTarget) {
  const { user, currentTeam } = useAuth();
  const navigate = useNavigate();
  const refreshLinks = useRefreshLinks();
  const [fullUrl, setFullUrl] = useState('');
  const [customShort, setCustomShort] = useState('');
  const [shortUrl, setShortUrl] = useState<string | null>(null);
  const [expiry, setExpiry] = useState(NO_EXPIRY);

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
      const problem = destinationProblem(fullUrl, ownHosts);
      if (problem) throw new Error(shortenErrorMessage(DESTINATION_MESSAGES[problem]));
      if (!user) return continueToSignUp();
      const expiryFields = expiryBody(expiry);
      if (typeof expiryFields === 'string') throw new Error(expiryFields);
      const created = currentTeam
        ? (
            await shortenForTeam({
              ...teamBody(currentTeam.id, fullUrl, customShort, target),
              ...expiryFields,
            })
          ).shortened_url
        : await shortenUrl({
            fullUrl,
            customShort,
            userId: user.id,
            ...target,
            expiry: expiryFields,
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
    canSubmit: !submit.isBusy && fullUrl.trim() !== '',
    onFullUrlChange: setFullUrl,
    onCustomShortChange: setCustomShort,
    onSubmit: submit.onSubmit,
    onGenerate: () => setCustomShort(generateShortCode()),
    expiry,
    onExpiryChange: setExpiry,
    onDismissError: submit.clearError,
    /** 'Shorten another URL': URL, code, result and error go (the copied flag with the panel). */
    onReset: () => {
      setFullUrl('');
      setCustomShort('');
      setShortUrl(null);
      setExpiry(NO_EXPIRY);
      submit.clearError();
    },
  };
}

/** A team link: no custom domain yet (teams have none of their own), the chosen short domain. */
function teamBody(teamId: string, fullUrl: string, customShort: string, target: LinkTarget) {
  const code = customShort.trim();
  return {
    organization_id: teamId,
    full_url: fullUrl.trim(),
    ...(code ? { short_url: code } : {}),
    ...(!target.useCustomDomain && target.domain ? { domain: target.domain } : {}),
  };
}
