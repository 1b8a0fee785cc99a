import type { ErrorCode } from '@kurz/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database-unavailable.js';
import { AppError, DatabaseUnavailable, RateLimited, Unavailable } from '../errors.js';
import { STATUS_BY_CODE } from '../http/error-handler.js';

/** Anything a dialect's route threw, read once: Kurz's status and words, the vendor's shape left to the caller. */
export interface DialectError {
  status: number;
  /** Kurz's typed code; null for a schema refusal or Fastify's own 4xx. */
  code: ErrorCode | null;
  message: string;
}

/**
 * What every dialect's error handler starts from: a database that cannot answer is a 503
 * to retry, a limit sets Retry-After, a 5xx is logged in full and answered without detail.
 * `mediaType` words the refusal of a body in a type the dialect does not read.
 */
export function readDialectError(
  thrown: FastifyError | AppError,
  request: FastifyRequest,
  reply: FastifyReply,
  mediaType: string,
): DialectError {
  const error = isDatabaseUnavailable(thrown) ? new DatabaseUnavailable() : thrown;
  if (error instanceof AppError) {
    if (error instanceof RateLimited || error instanceof Unavailable) {
      if (error.retryAfterSeconds !== undefined)
        reply.header('retry-after', error.retryAfterSeconds);
    }
    const status = STATUS_BY_CODE[error.code];
    if (status >= 500) request.log.error({ err: thrown }, 'request failed');
    return { status, code: error.code, message: error.message };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const message = error.validation[0]?.message ?? 'Invalid request.';
    return { status: 400, code: null, message };
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500)
    return { status, code: null, message: clientMessage(error, mediaType) };
  request.log.error({ err: error }, 'request failed');
  return { status: 500, code: null, message: 'An error occurred.' };
}

function clientMessage(error: FastifyError, mediaType: string): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return `Unsupported content type; send ${mediaType}.`;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is empty; send a JSON object.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Request body is not valid JSON.';
    default:
      return error.message;
  }
}
