import { AppError, NotFound, Unavailable } from '../errors.js';

/**
 * A failed Stripe call as our typed error: a missing customer is named (the web adds the
 * spec's hint), anything else becomes `fallback` (503), with Stripe's detail in the log.
 */
export function stripeFailure(error: unknown, fallback: string): AppError {
  if (error instanceof AppError) return error;
  if (isMissingResource(error))
    return new NotFound(
      `${error.param === 'customer' ? 'No such customer' : 'resource_missing'}: ${fallback}`,
    );
  return new Unavailable(fallback);
}

/** Stripe's "no such object" error (the SDK is loaded lazily, so no instanceof). */
function isMissingResource(error: unknown): error is { param?: string } {
  const e = error as { type?: unknown; code?: unknown } | null;
  return e?.type === 'StripeInvalidRequestError' && e.code === 'resource_missing';
}
