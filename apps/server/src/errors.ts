import type { ErrorCode } from '@kurz/shared';

/**
 * Typed errors thrown by verbs. They know nothing of HTTP: `http/error-handler.ts` maps
 * each code to a status. The message is what the client reads, so write it for a person.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export class Invalid extends AppError {
  constructor(message: string, details?: Record<string, unknown>) {
    super('invalid_input', message, details);
  }
}

/**
 * Invalid for now: the check could not be made (a destination that did not answer), and
 * may pass a moment later. An Idempotency-Key does not keep it as the request's answer.
 */
export class InvalidForNow extends Invalid {}

export class Unauthenticated extends AppError {
  constructor(message = 'Authentication required') {
    super('unauthenticated', message);
  }
}

export class Forbidden extends AppError {
  constructor(message = "You don't have permission to do that") {
    super('forbidden', message);
  }
}

export class NotFound extends AppError {
  constructor(message = 'Not found') {
    super('not_found', message);
  }
}

export class AlreadyExists extends AppError {
  constructor(message: string) {
    super('already_exists', message);
  }
}

export class Conflict extends AppError {
  constructor(message: string) {
    super('conflict', message);
  }
}

export class QuotaExceeded extends AppError {
  constructor(message: string, details?: Record<string, unknown>) {
    super('quota_exceeded', message, details);
  }
}

export class RateLimited extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many requests. Please wait a moment and try again.',
  ) {
    super('rate_limited', message);
  }
}

/** A link taken down (an admin, or its destination on the blocklist): 451. */
export class LinkDisabled extends AppError {
  constructor(message = 'This link has been disabled') {
    super('link_disabled', message);
  }
}

/** A link past its moment with no URL for afterwards: 410. */
export class LinkExpired extends AppError {
  constructor(message = 'Link expired') {
    super('link_expired', message);
  }
}

export class Unavailable extends AppError {
  constructor(
    message = 'Service temporarily unavailable',
    /** Sent as `Retry-After` when the wait is known. */
    readonly retryAfterSeconds?: number,
  ) {
    super('unavailable', message);
  }
}

/**
 * A feature this install has not configured (billing without Stripe keys): 503 like any
 * unavailability, but an expected state of the install, logged without a stack.
 */
export class NotConfigured extends Unavailable {}

/**
 * The database cannot answer now (down, restarting, unreachable, or a lock or statement
 * timeout): the client should try again shortly, never read it as "not found".
 */
export class DatabaseUnavailable extends Unavailable {
  constructor() {
    super('The service is briefly unavailable. Please try again in a few seconds.', 5);
  }
}

export class PayloadTooLarge extends AppError {
  constructor(message: string) {
    super('payload_too_large', message);
  }
}

export class UnsupportedMediaType extends AppError {
  constructor(message: string) {
    super('unsupported_media_type', message);
  }
}
