import {
  DESTINATION_MESSAGES,
  destinationProblem,
  generateShortCode,
  MESSAGES,
  shortenErrorMessage,
} from '@kurz/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../app/auth-context';
import { savePendingUrl } from '../../../lib/pending-url';
import { checkShortCodeAvailability, shortenUrl } from '../../../lib/shorten-api';

export type ShortenerPhase =
  | { kind: 'idle' }
  | { kind: 'processing' }
  | { kind: 'success'; shortUrl: string }
  | { kind: 'error'; message: string };

const IDLE: ShortenerPhase = { kind: 'idle' };

/** Spec 000 §8: the error's own message, else 'An error occurred'. */
const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : MESSAGES.anErrorOccurred;

interface ShortenerOptions {
  /** Our own short hosts: a destination on one of them is refused before any call. */
  ownHosts: readonly string[];
  /** The verified custom domain offered to this user, or null. */
  customDomain: string | null;
}

/** The shortener form of spec 000 §4: idle → processing → success or error. */
export function useShortener({ ownHosts, customDomain }: ShortenerOptions) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [fullUrl, setFullUrl] = useState('');
  const [customShort, setCustomShort] = useState('');
  const [wantsCustomDomain, setWantsCustomDomain] = useState(false);
  const [phase, setPhase] = useState<ShortenerPhase>(IDLE);

  // No verified domain on offer: the checkbox state goes too (spec 000 §4).
  useEffect(() => {
    if (customDomain === null) setWantsCustomDomain(false);
  }, [customDomain]);

  const isProcessing = phase.kind === 'processing';
  const canSubmit = !isProcessing && fullUrl.trim() !== '';
  const useCustomDomain = wantsCustomDomain && customDomain !== null;

  async function onSubmit() {
    if (!canSubmit) return;
    setPhase({ kind: 'processing' });
    const problem = destinationProblem(fullUrl, ownHosts);
    if (problem) {
      setPhase({ kind: 'error', message: shortenErrorMessage(DESTINATION_MESSAGES[problem]) });
      return;
    }
    if (!user) {
      const availability = await checkShortCodeAvailability(customShort, fullUrl);
      if (!availability.isAvailable) {
        setPhase({ kind: 'error', message: availability.error || MESSAGES.shortUrlTaken });
        return;
      }
      savePendingUrl({ fullUrl, customShort, useCustomDomain: false });
      void navigate('/auth?mode=signup');
      return;
    }
    try {
      const shortUrl = await shortenUrl({ fullUrl, customShort, userId: user.id, useCustomDomain });
      setPhase({ kind: 'success', shortUrl });
    } catch (error) {
      setPhase({ kind: 'error', message: messageOf(error) });
    }
  }

  return {
    fullUrl,
    customShort,
    wantsCustomDomain,
    useCustomDomain,
    phase,
    isProcessing,
    canSubmit,
    onFullUrlChange: setFullUrl,
    onCustomShortChange: setCustomShort,
    onCustomDomainChange: setWantsCustomDomain,
    onSubmit,
    onGenerate: () => setCustomShort(generateShortCode()),
    onDismissError: () => setPhase(IDLE),
    /** 'Shorten another URL': URL, code, result and error go (the copied flag with the panel). */
    onReset: () => {
      setFullUrl('');
      setCustomShort('');
      setPhase(IDLE);
    },
  };
}
