import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../../db/database-unavailable.js';
import { AppError, DatabaseUnavailable, Invalid, RateLimited, Unavailable } from '../../errors.js';
import { STATUS_BY_CODE } from '../../http/error-handler.js';
import { ShlinkProblem } from './shlink-problem.js';

export const API_KEY_HEADER = 'x-api-key';

/**
 * The plugin's error handler: Kurz's typed errors, schema refusals and Fastify's own 4xx
 * in Shlink's problem shape, with `Content-Type: application/problem+json`. 5xx reveal
 * nothing but their status, as in the rest of Kurz.
 */
export function answerAsShlink(
  thrown: FastifyError | AppError | ShlinkProblem,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const problem = problemOf(thrown, request);
  if (problem.status >= 500) request.log.error({ err: thrown }, 'request failed');
  if (thrown instanceof RateLimited || thrown instanceof Unavailable) {
    if (thrown.retryAfterSeconds !== undefined)
      reply.header('retry-after', thrown.retryAfterSeconds);
  }
  return sendProblem(reply, problem);
}

export function sendProblem(reply: FastifyReply, problem: ShlinkProblem): FastifyReply {
  return reply
    .code(problem.status)
    .type('application/problem+json')
    .send(JSON.stringify(problem.body()));
}

function problemOf(thrown: FastifyError | AppError | ShlinkProblem, request: FastifyRequest) {
  if (thrown instanceof ShlinkProblem) return thrown;
  const error = isDatabaseUnavailable(thrown) ? new DatabaseUnavailable() : thrown;
  if (error instanceof AppError) return problemOfAppError(error, request);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const elements = error.validation.map((issue) =>
      // `/tags[]/0` names the element `tags`, as Shlink's own refusals do.
      (issue.instancePath.split('/')[1] ?? '').replace(/\[\]$/, ''),
    );
    const detail = error.validation
      .map((issue) => issue.message ?? 'is invalid')
      .filter((text, i, all) => all.indexOf(text) === i)
      .join('; ');
    return ShlinkProblem.invalidData(
      [...new Set(elements.filter(Boolean))],
      detail || 'Provided data is not valid',
    );
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
  )
    return ShlinkProblem.of(
      'malformed-request-body',
      400,
      'Malformed request body',
      'Provided request does not contain a valid JSON body.',
    );
  if (status >= 400 && status < 500) return ShlinkProblem.generic(status, frameworkDetail(status));
  return internal();
}

function problemOfAppError(error: AppError, request: FastifyRequest): ShlinkProblem {
  switch (error.code) {
    case 'unauthenticated':
      return !String(request.headers[API_KEY_HEADER] ?? '').trim()
        ? ShlinkProblem.of(
            'missing-authentication',
            401,
            'Invalid authorization',
            'Expected one of the following authentication headers, ["X-Api-Key"], but none were provided',
            { expectedHeaders: ['X-Api-Key'] },
          )
        : ShlinkProblem.of(
            'invalid-api-key',
            401,
            'Invalid API key',
            'Provided API key does not exist or is invalid.',
          );
    case 'invalid_input':
    case 'already_exists':
      return ShlinkProblem.invalidData([], error.message);
    case 'not_found':
      return ShlinkProblem.of('not-found', 404, 'Not found', error.message);
    case 'internal':
      return internal();
    default: {
      const status = STATUS_BY_CODE[error.code];
      return status >= 500 && !(error instanceof Unavailable)
        ? internal()
        : ShlinkProblem.generic(status, error.message);
    }
  }
}

/** Fastify's own refusals, worded for the client without its internal codes. */
function frameworkDetail(status: number): string {
  if (status === 413) return 'Request body is too large';
  if (status === 415) return 'Unsupported content type; send application/json';
  return 'The request is not valid';
}

function internal(): ShlinkProblem {
  return ShlinkProblem.of(
    'internal-server-error',
    500,
    'Internal Server Error',
    'An unexpected error occurred',
  );
}

/**
 * Runs a verb whose refusals of input (Invalid) concern `elements`, the request's fields
 * it checked: they become `invalid-data` naming those, with Kurz's reason as the detail.
 */
export async function blaming<T>(elements: string[], run: () => Promise<T> | T): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Invalid) throw ShlinkProblem.invalidData(elements, error.message);
    throw error;
  }
}
