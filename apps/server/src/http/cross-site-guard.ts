import { hostnameOf } from '@kurz/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { Forbidden } from '../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie sessions: a write that carries cookies must come from one of
 * our app origins (Origin, or Referer when a browser omits Origin), and not be marked
 * `Sec-Fetch-Site: cross-site`. Requests without cookies (API keys, webhooks) are not a
 * CSRF risk and pass; their routes authenticate.
 */
export function registerCrossSiteGuard(app: FastifyInstance, config: Config): void {
  const { protocol, port } = config.appUrl;
  // The app is served on APP_URL's port: another port of one of its hosts is another site.
  const isAppOrigin = (origin: string): boolean => {
    try {
      const url = new URL(origin);
      return (
        url.protocol === protocol &&
        url.port === port &&
        config.appHosts.includes(hostnameOf(url.host))
      );
    } catch {
      return false;
    }
  };
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.headers.cookie) return;
    const source = sourceOf(request);
    // A browser that says the request came from another site is believed over Origin.
    const isCrossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if (isCrossSite || !source || !isAppOrigin(source)) {
      throw new Forbidden('Cross-site request refused');
    }
  });
}

function sourceOf(request: FastifyRequest): string | undefined {
  const { origin, referer } = request.headers;
  if (origin && origin !== 'null') return origin;
  return referer;
}
