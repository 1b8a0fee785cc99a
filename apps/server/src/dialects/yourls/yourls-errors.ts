import { API_MESSAGES } from '@kurz/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { type AppError, Invalid } from '../../errors.js';
import { readDialectError } from '../dialect-error.js';
import { renderYourls, type YourlsAnswer } from './yourls-output.js';
import { rawParam } from './yourls-params.js';

/** A shorturl call YOURLS refuses with its own `code`: `error:nourl`, `error:keyword`. */
export class YourlsFail extends Invalid {
  constructor(
    readonly yourlsCode: string,
    message: string,
  ) {
    super(message);
  }
}

/** YOURLS's words for a call without credentials, and for a username and password. */
export const YOURLS_MESSAGES = {
  missingKey: 'Please log in: send your Kurz API key as signature.',
  noPasswords: 'Invalid username or password: Kurz takes your API key as signature instead.',
  noTimestamp:
    'Kurz keeps only a hash of each API key, so it cannot check a time-limited signature: send signature=<your Kurz API key> without timestamp.',
} as const;

/**
 * Errors as YOURLS answers them, in the format asked for: `{ message, errorCode }` with
 * the HTTP status the same (a missing or unknown key is 403, as YOURLS's failed login),
 * and a shorturl refusal as YOURLS's `{ status: 'fail', code, message, statusCode }`.
 */
export function answerYourlsError(
  thrown: FastifyError | AppError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const error = readDialectError(thrown, request, reply, 'a query string or a form body');
  const status = error.code === 'unauthenticated' ? 403 : error.status;
  const message =
    error.message === API_MESSAGES.missingKey ? YOURLS_MESSAGES.missingKey : error.message;
  const answer: YourlsAnswer =
    thrown instanceof YourlsFail
      ? {
          body: {
            status: 'fail',
            code: thrown.yourlsCode,
            message,
            errorCode: String(status),
            statusCode: String(status),
          },
          simple: '',
        }
      : { body: { message, errorCode: String(status) }, simple: message };
  return sendYourls(request, reply, answer);
}

/** Writes an answer in the request's `format`, with its `callback` as YOURLS echoes it. */
export function sendYourls(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: YourlsAnswer,
): FastifyReply {
  const callback = rawParam(request, 'callback') ?? rawParam(request, 'jsonp');
  const body = callback === undefined ? answer.body : { ...answer.body, callback };
  const { status, type, text } = renderYourls({ ...answer, body }, rawParam(request, 'format'));
  return reply.code(status).type(type).send(text);
}
