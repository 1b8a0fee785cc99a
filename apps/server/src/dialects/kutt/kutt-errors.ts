import { API_MESSAGES, type ErrorCode } from '@kurz/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../../db/database-unavailable.js';
import { AppError, DatabaseUnavailable, RateLimited, Unavailable } from '../../errors.js';
import { STATUS_BY_CODE } from '../../http/error-handler.js';

/** Kutt's words where a client may look for them; Kurz's own message otherwise. */
const KUTT_MESSAGES: Partial<Record<ErrorCode, string>> = {
  already_exists: 'Custom URL is already in use.',
  not_found: 'Link was not found.',
};

/** requireApiKey names /api/v1's header; here the key travels in Kutt's. */
const MISSING_KEY = 'Send your Kurz API key in the X-API-KEY header.';

/**
 * Errors as Kutt answers them, `{ error: message }`, with Kurz's status for each typed
 * error (401 no or a wrong key, 403 a plan or scope short, 404 no such link, 429 limits).
 */
export function answerKuttError(
  thrown: FastifyError | AppError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const error = isDatabaseUnavailable(thrown) ? new DatabaseUnavailable() : thrown;
  if (error instanceof AppError) {
    if (error instanceof RateLimited || error instanceof Unavailable) {
      if (error.retryAfterSeconds !== undefined)
        reply.header('retry-after', error.retryAfterSeconds);
    }
    const status = STATUS_BY_CODE[error.code];
    if (status >= 500) request.log.error({ err: thrown }, 'request failed');
    return reply.code(status).send({ error: kuttMessage(error) });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.code(400).send({ error: error.validation[0]?.message ?? 'Invalid request.' });
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500)
    return reply.code(status).send({ error: clientMessage(error) });
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ error: 'An error occurred.' });
}

function kuttMessage(error: AppError): string {
  if (error.message === API_MESSAGES.missingKey) return MISSING_KEY;
  return KUTT_MESSAGES[error.code] ?? error.message;
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type; send application/json.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is empty; send a JSON object.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Request body is not valid JSON.';
    default:
      return error.message;
  }
}
