import Stripe from 'stripe';
import { AppError, NotFound, Unavailable } from '../errors.js';

/**
 * A failed Stripe call as our typed error: a missing customer is named (the web adds the
 * spec's hint), anything else becomes `fallback` (503), with Stripe's detail in the log.
 */
export function stripeFailure(error: unknown, fallback: string): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
    return new NotFound(
      `${error.param === 'customer' ? 'No such customer' : 'resource_missing'}: ${fallback}`,
    );
  return new Unavailable(fallback);
}
