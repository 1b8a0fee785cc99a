import { isHostInList, isValidShortCode } from '@kurz/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/** Which face of Kurz a request reached, decided by its Host (spec 000 §1). */
export type Site = 'app' | 'short';

declare module 'fastify' {
  interface FastifyRequest {
    site: Site;
  }
}

/** Paths every host answers, for load balancers and orchestrators. */
const PROBE_PATHS = new Set(['/healthz', '/readyz']);

/**
 * A host that is a short domain and not an app host is a short-link host: it answers
 * `GET /{code}` and sends everything else to the main site. Unknown hosts are treated
 * as the app (reached by IP, or a proxy that rewrote Host).
 */
export function siteForHost(host: string | undefined, config: Config): Site {
  if (!host || isHostInList(host, config.appHosts)) return 'app';
  return isHostInList(host, config.shortDomains) ? 'short' : 'app';
}

export function registerHostRouting(app: FastifyInstance, config: Config): void {
  const mainSite = `${config.appUrl.origin}/`;
  app.decorateRequest('site', 'app');
  app.addHook('onRequest', async (request, reply) => {
    request.site = siteForHost(request.headers.host, config);
    if (request.site === 'short' && !isShortSiteRequest(request)) {
      return reply.redirect(mainSite, 302);
    }
  });
}

function isShortSiteRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '/';
  if (PROBE_PATHS.has(path)) return true;
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return isValidShortCode(safeDecode(path.slice(1)));
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
