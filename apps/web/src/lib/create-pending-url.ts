import { MESSAGES, TIMINGS } from '@kurz/shared';
import { debugLog } from './debug-log';
import { clearPendingUrl, readPendingUrl } from './pending-url';
import { shortenUrl } from './shorten-api';

export type PendingUrlOutcome =
  | { kind: 'created'; shortUrl: string; fullUrl: string }
  | { kind: 'failed'; message: string; fullUrl: string };

type Listener = (outcome: PendingUrlOutcome) => void;

const listeners = new Set<Listener>();
/** Outcomes that came before anyone listened (the page was still mounting). */
let undelivered: PendingUrlOutcome[] = [];
let inFlight: Promise<void> | null = null;

function announce(outcome: PendingUrlOutcome): void {
  if (listeners.size === 0) undelivered.push(outcome);
  for (const listener of listeners) listener(outcome);
}

/** Hears how each pending URL ended; returns the unsubscribe. */
export function onPendingUrlOutcome(listener: Listener): () => void {
  listeners.add(listener);
  const queued = undelivered;
  undelivered = [];
  for (const outcome of queued) listener(outcome);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Creates the short link an anonymous visitor asked for, now that `userId` is signed in,
 * then clears it; a failure clears it too (spec 000 §4), so it is never retried forever.
 */
export function createPendingUrl(userId: string): Promise<void> {
  if (inFlight) return inFlight;
  const pending = readPendingUrl();
  if (!pending) return Promise.resolve();
  const { fullUrl } = pending;
  inFlight = shortenUrl({
    fullUrl,
    customShort: pending.customShort,
    userId,
    useCustomDomain: pending.useCustomDomain,
  })
    .then(
      (shortUrl) => announce({ kind: 'created', shortUrl, fullUrl }),
      (error: unknown) => {
        debugLog.warn('pending-url', 'creating the pending URL failed', error);
        const message = error instanceof Error && error.message ? error.message : null;
        announce({ kind: 'failed', message: message ?? MESSAGES.anErrorOccurred, fullUrl });
      },
    )
    .finally(() => {
      clearPendingUrl();
      inFlight = null;
    });
  return inFlight;
}

/** Spec 000 §4 Auth state: about 100 ms after sign-in, alongside the profile load. */
export function schedulePendingUrlCreation(userId: string): void {
  setTimeout(() => void createPendingUrl(userId), TIMINGS.profileLoadAfterSignIn);
}
