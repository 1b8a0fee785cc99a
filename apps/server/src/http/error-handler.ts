import type { ErrorCode } from '@kurz/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database-unavailable.js';
import {
  AppError,
  DatabaseUnavailable,
  NotConfigured,
  RateLimited,
  Unavailable,
} from '../errors.js';

/** Every error code's HTTP status; `satisfies` keeps it exhaustive as codes are added. */
export const STATUS_BY_CODE = {
  invalid_input: 400,
  // The spec answers a taken code with 400 and the text 'already exists'.
  already_exists: 400,
  unauthenticated: 401,
  forbidden: 403,
  quota_exceeded: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  link_disabled: 451,
  link_expired: 410,
  internal: 500,
  unavailable: 503,
} as const satisfies Record<ErrorCode, number>;

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'invalid_input',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'unavailable',
};

/**
 * One way to fail: typed errors and Fastify's own 4xx errors become `{ error, code }`
 * with their status; anything else is logged in full and answered as a bare 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
    // A database that cannot answer now is a 503 to retry, never a 500 (or a 404).
    const error = isDatabaseUnavailable(thrown) ? new DatabaseUnavailable() : thrown;
    if (error instanceof AppError) {
      const retryAfter =
        error instanceof RateLimited || error instanceof Unavailable
          ? error.retryAfterSeconds
          : undefined;
      if (retryAfter !== undefined) reply.header('retry-after', retryAfter);
      const status = STATUS_BY_CODE[error.code];
      if (error instanceof NotConfigured)
        request.log.info({ status, reason: error.message }, 'not configured on this install');
      else if (status >= 500) request.log.error({ err: thrown }, 'request failed');
      return reply.code(status).send({ error: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = error.validation
        .map((issue) => {
          const field = issue.instancePath
            .replace(/^\//, '')
            .replace(/\/(\d+)(?=\/|$)/g, '[$1]')
            .replaceAll('/', '.');
          // Messages that already name their field (the spec's 'full_url is required') stay as they are.
          const text = issue.message ?? 'is invalid';
          return field && !text.includes(field) ? `${field}: ${text}` : text;
        })
        .join('; ');
      return reply.code(400).send({ error: message || 'Invalid request', code: 'invalid_input' });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ error: clientMessage(error), code: CODE_BY_STATUS[status] ?? 'invalid_input' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'Internal server error', code: 'internal' });
  });
}

/**
 * Fastify's router answers a malformed percent-encoding (`/%ff`) or a parameter over its
 * length itself, bypassing the error handler, with its FST_ code and the path echoed: as
 * Fastify's `frameworkErrors` option, this answers them in our shape instead.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return reply.code(400).send({ error: 'The URL is not valid', code: 'invalid_input' });
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return reply.code(414).send({ error: 'The URL is too long', code: 'invalid_input' });
    default:
      reply.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ error: 'Internal server error', code: 'internal' });
  }
}

/** Fastify's messages, minus the FST_ prefixes, for the 4xx errors it raises itself. */
function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type; send application/json';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is empty; send a JSON object';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Request body is not valid JSON';
    default:
      return error.message;
  }
}
