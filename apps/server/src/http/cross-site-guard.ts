import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { Forbidden } from '../errors.js';
import { isAppOrigin } from './app-origins.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route authenticates by a key in a header alone and never reads a cookie: a
     * cookie the browser adds (an extension signed in to Kurz) is no CSRF risk there.
     */
    isKeyOnly?: boolean;
  }
}

/**
 * CSRF defence for cookie sessions: a write that carries cookies must come from one of
 * the app's origins (app-origins.ts; Origin, or Referer when a browser omits Origin), and
 * not be marked `Sec-Fetch-Site: cross-site`. Requests without cookies (API keys,
 * webhooks) are not a CSRF risk and pass; their routes authenticate.
 */
export function registerCrossSiteGuard(app: FastifyInstance, config: Config): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.headers.cookie) return;
    if (request.routeOptions.config?.isKeyOnly) return;
    const source = sourceOf(request);
    // A browser that says the request came from another site is believed over Origin.
    const isCrossSite = request.headers['sec-fetch-site'] === 'cross-site';
    const reached = { protocol: request.protocol, host: request.headers.host };
    if (isCrossSite || !source || !isAppOrigin(source, reached, config)) {
      throw new Forbidden('Cross-site request refused');
    }
  });
}

function sourceOf(request: FastifyRequest): string | undefined {
  const { origin, referer } = request.headers;
  if (origin && origin !== 'null') return origin;
  return referer;
}
