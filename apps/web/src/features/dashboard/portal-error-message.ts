import { ApiError } from '../../lib/api-error';

/** Spec 001 §8: 'Failed to open subscription management. ' plus a hint by cause. */
export function portalErrorMessage(error: unknown): string {
  const text = error instanceof Error ? error.message.toLowerCase() : '';
  if (text.includes('no customer id'))
    return 'No customer ID found. Please contact support or try subscribing again.';
  let hint = 'Please try again or contact support.';
  if (text.includes('no such customer') || text.includes('customer not found'))
    hint = 'Your customer record seems to be missing. Please contact support.';
  else if (text.includes('resource_missing') || text.includes('resource missing'))
    hint =
      'The billing record may belong to the other billing environment (test or live). Please contact support.';
  else if (error instanceof ApiError && error.status === 401)
    return 'Unable to access subscription management. Please contact support.';
  return `Failed to open subscription management. ${hint}`;
}
