import { BILLING_MESSAGES, portalFailureMessage } from '@kurz/shared';
import { useAuth } from '../../app/auth-context';
import { useSubmit } from '../../app/forms/use-submit';
import { useToast } from '../../app/toasts/use-toast';
import { ApiError } from '../../lib/api-error';
import { debugLog } from '../../lib/debug-log';
import { createPortalSession } from './billing-api';
import { navigateAway } from './navigate-away';

/**
 * Opens Stripe's billing portal for the signed-in user (the dashboard's Manage Subscription
 * and the pricing page's downgrades). Failures become the spec 001 §8 toasts; `fallback`
 * is the message for a failure with nothing more specific to say.
 */
export function useBillingPortal(fallback: string = BILLING_MESSAGES.portalAccessFailed) {
  const { profile } = useAuth();
  const toast = useToast();
  const portal = useSubmit({
    check: () => {
      if (profile) return;
      toast.error(BILLING_MESSAGES.profileNotLoaded);
      return null;
    },
    send: createPortalSession,
    onSuccess: (url) => {
      if (url) navigateAway.to(url);
      else toast.error(BILLING_MESSAGES.portalUnavailable);
    },
    message: (error) => portalErrorMessage(error, fallback),
    onError: (message, error) => {
      debugLog.warn('billing', 'portal session failed', error);
      toast.error(message);
    },
  });

  return { openPortal: () => portal.onSubmit(), isOpening: portal.isBusy };
}

function portalErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.code) return fallback;
  if (error.code === 'not_found') return portalFailureMessage(error.message);
  // The server's own words: no customer yet, billing not configured, not yours.
  if (error.status < 500 || error.code === 'unavailable') return error.message;
  return fallback;
}
