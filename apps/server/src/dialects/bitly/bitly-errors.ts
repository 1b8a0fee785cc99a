import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type AppError, Invalid } from '../../errors.js';
import { readDialectError } from '../dialect-error.js';

/** Bad input on one field, named as Bitly names it (`INVALID_ARG_LONG_URL`). */
export class BitlyInvalid extends Invalid {
  constructor(
    readonly field: string,
    message: string,
    readonly errorCode: 'invalid' | 'missing' = 'invalid',
  ) {
    super(message);
  }
}

/** Bitly's word for each status it answers. */
const NAME_BY_STATUS: Record<number, string> = {
  400: 'INVALID_ARG',
  401: 'FORBIDDEN',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'ALREADY_A_BITLY_LINK',
  413: 'INVALID_ARG',
  415: 'INVALID_CONTENT_TYPE',
  429: 'RATE_LIMIT_EXCEEDED',
  500: 'INTERNAL_ERROR',
  503: 'TEMPORARILY_UNAVAILABLE',
};

/**
 * Errors as Bitly answers them, `{ message, description, resource, errors }`: a bad field
 * is 400 `INVALID_ARG_<FIELD>` with `errors: [{ field, error_code }]`; a missing or wrong
 * token, a plan or scope short, 403 `FORBIDDEN` (Bitly has no 401); 404 `NOT_FOUND`.
 */
export function answerBitlyError(
  thrown: FastifyError | AppError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const resource = resourceOf(request.url);
  const invalidField = fieldOf(thrown);
  const { status: kurzStatus, message } = readDialectError(
    thrown,
    request,
    reply,
    'application/json',
  );
  const status = kurzStatus === 401 ? 403 : kurzStatus;
  if (status === 400 && invalidField) {
    return reply.code(400).send({
      message: `INVALID_ARG_${invalidField.field.toUpperCase()}`,
      description: message,
      resource,
      errors: [{ field: invalidField.field, error_code: invalidField.errorCode, message }],
    });
  }
  return reply
    .code(status)
    .send({ message: NAME_BY_STATUS[status] ?? 'INVALID_ARG', description: message, resource });
}

/** The field a refusal is about: a verb's BitlyInvalid, or the first of a schema's issues. */
function fieldOf(thrown: unknown): { field: string; errorCode: string } | undefined {
  if (thrown instanceof BitlyInvalid) return { field: thrown.field, errorCode: thrown.errorCode };
  if (thrown instanceof Error && hasZodFastifySchemaValidationErrors(thrown)) {
    const issue = thrown.validation[0];
    const field = issue?.instancePath.split('/')[1] ?? issue?.params?.missingProperty;
    if (typeof field === 'string' && field !== '')
      return { field, errorCode: issue?.message?.includes('required') ? 'missing' : 'invalid' };
  }
  return undefined;
}

/** `bitlinks`, `groups`, `user`…: the part of /v4/… a call was about. */
function resourceOf(url: string): string {
  const segment = url.split('?', 1)[0]?.split('/')[2] ?? '';
  return segment === 'shorten' || segment === 'expand' ? 'bitlinks' : segment;
}
