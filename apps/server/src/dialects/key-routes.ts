import type { ApiScope } from '@kurz/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { meterApiCall } from '../api/meter-api-call.js';
import { requireApiKey } from '../api/require-api-key.js';
import type { RouteKit } from '../route-kit.js';
import { requireWorkspace } from '../workspace/workspace-guard.js';

/** The key in `X-Api-Key` (any case, as headers are), the header Kutt and Shlink read. */
export function xApiKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key'];
  return typeof header === 'string' ? header.trim() : undefined;
}

/**
 * The guard of another shortener's API spoken by Kurz: the same key, limits and workspace as
 * `/api/v1`, the key read where that API carries it. Such routes read no cookie, so a cookie
 * a browser adds (an extension signed in to Kurz) is no CSRF risk there (`isKeyOnly`).
 */
export function keyGuard(redis: RouteKit['redis'], readKey = xApiKeyOf) {
  return (scope: ApiScope) => ({
    config: { isKeyOnly: true },
    preValidation: [requireApiKey(scope, readKey), meterApiCall(redis)],
    preHandler: requireWorkspace(),
  });
}

/**
 * Kutt's and Shlink's clients send `Content-Type: application/json` on every call, bodiless
 * GETs and DELETEs included: in `scope`, an empty body reads as `{}` (so a bodiless create is
 * refused for its missing fields), not as malformed JSON. Any other body is read by
 * Fastify's own JSON parser, prototype poisoning refused.
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
