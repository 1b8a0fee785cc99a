/** The billing texts of spec 001 §8, word for word. The server's own texts are below. */
export const BILLING_MESSAGES = {
  noCustomerId: 'No customer ID found. Please contact support or try subscribing again.',
  portalFailedPrefix: 'Failed to open subscription management. ',
  profileNotLoaded: 'Please wait for your profile to load and try again.',
  portalUnavailable: 'Unable to access subscription management. Please contact support.',
  portalAccessFailed: 'Failed to access subscription management. Please try again.',
  upgradeFailed: 'Failed to start upgrade process. Please try again.',
  changeFailed: 'Failed to change subscription',
  checkoutFailed: 'Failed to create checkout session',
  portalSessionFailed: 'Failed to create portal session',
  customCheckoutFailed: 'Failed to create custom checkout',
  checkoutUrlCopied: 'Checkout URL copied to clipboard!',
  copyFailed: 'Failed to copy to clipboard',
  /** Ours: what a server without Stripe keys answers to every billing call. */
  notConfigured:
    'Billing is not configured on this server. An admin can set plans from the Admin Testing Panel.',
  /** Ours: what the server answers when Stripe no longer knows the customer. */
  customerMissing: 'No such customer',
} as const;

/** Spec 001 §8: the portal failure text plus a hint chosen by what went wrong. */
export function portalFailureMessage(serverText: string): string {
  const lower = serverText.toLowerCase();
  let hint = 'Please try again, or contact support if it keeps happening.';
  if (lower.includes('no such customer') || lower.includes('customer not found')) {
    hint = 'Your customer record seems to be missing. Please contact support.';
  } else if (lower.includes('resource_missing') || lower.includes('resource missing')) {
    hint =
      'The billing record was not found: it may belong to the test rather than the live billing environment. Please contact support.';
  }
  return `${BILLING_MESSAGES.portalFailedPrefix}${hint}`;
}
