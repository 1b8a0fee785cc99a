import { API_MESSAGES, type ErrorCode } from '@kurz/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { AppError } from '../../errors.js';
import { readDialectError } from '../dialect-error.js';

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
  const { status, code, message } = readDialectError(thrown, request, reply, 'application/json');
  return reply.code(status).send({ error: kuttMessage(code, message) });
}

function kuttMessage(code: ErrorCode | null, message: string): string {
  if (message === API_MESSAGES.missingKey) return MISSING_KEY;
  return (code && KUTT_MESSAGES[code]) ?? message;
}
