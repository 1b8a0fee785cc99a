import type { FastifyInstance } from 'fastify';

/**
 * Kutt's clients send `Content-Type: application/json` on every call, bodiless DELETEs
 * included: in `scope`, an empty body is no body, not a malformed one. Any other body is
 * read by Fastify's own JSON parser, prototype poisoning refused.
 */
export function acceptEmptyJson(scope: FastifyInstance): void {
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
