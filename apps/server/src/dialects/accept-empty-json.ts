import type { FastifyInstance } from 'fastify';

/**
 * Kutt's and Bitly's clients send `Content-Type: application/json` on every call, bodiless DELETEs
 * included: in `scope`, an empty body reads as `{}` (so a bodiless create is refused for
 * its missing target), not as malformed JSON. Any other body is read by Fastify's own
 * JSON parser, prototype poisoning refused.
 */
export function acceptEmptyJson(scope: FastifyInstance): void {
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, {});
    return parseJson(request, text, done);
  });
}
