import { hostnameOf, isHostInList, isValidShortCode } from '@kurz/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { isConfiguredAppHost, isLoopbackHost } from './app-origins.js';

/**
 * Which face of Kurz a request reached, decided by its Host (spec 000 §1): the app, a
 * configured short domain, a customer's verified domain, or a host we do not serve.
 */
export type Site = 'app' | 'short' | 'custom' | 'unknown';

/** Whether a host name is a verified custom domain (custom-domains' serving list answers). */
export interface CustomHosts {
  get(hostname: string): unknown;
}

declare module 'fastify' {
  interface FastifyRequest {
    site: Site;
  }
}

/** Paths every host answers, for load balancers and orchestrators. */
const PROBE_PATHS = new Set(['/healthz', '/readyz']);

/** The files phones read to open a custom domain's links in an app (custom-domains/routes.ts). */
export const APP_LINK_FILE_PATHS = {
  '/.well-known/apple-app-site-association': 'apple_app_site_association',
  '/.well-known/assetlinks.json': 'android_asset_links',
} as const;

/**
 * An app host (app-origins.ts; or none, or a loopback name: only a client on this
 * machine sends one) is the app; a short domain not also an app host answers codes; a
 * verified custom domain answers its own codes. Any other name (the server's IP, a domain
 * pointed here by someone we do not know, an unverified one) is served nothing.
 */
export function siteForHost(
  host: string | undefined,
  config: Config,
  servingDomains: CustomHosts,
): Site {
  if (!host || isConfiguredAppHost(host, config)) return 'app';
  if (isHostInList(host, config.shortDomains)) return 'short';
  if (isLoopbackHost(host)) return 'app';
  return servingDomains.get(hostnameOf(host)) ? 'custom' : 'unknown';
}

/** Says nothing of what this server is or serves: the same for every unknown host and path. */
const NEUTRAL_NOT_FOUND = 'Not Found\n';

export function registerHostRouting(
  app: FastifyInstance,
  config: Config,
  servingDomains: CustomHosts,
): void {
  const mainSite = `${config.appUrl.origin}/`;
  const landing = config.customDomains.landingUrl.href;
  app.decorateRequest('site', 'app');
  app.addHook('onRequest', async (request, reply) => {
    request.site = siteForHost(request.headers.host, config, servingDomains);
    switch (request.site) {
      case 'app':
        return;
      case 'short':
        if (!isShortSiteRequest(request)) return reply.redirect(mainSite, 302);
        return;
      case 'custom':
        if (isProbe(request)) return;
        if (isRoot(request)) return reply.redirect(landing, 302);
        if (pathOf(request) in APP_LINK_FILE_PATHS) return;
        if (!isShortSiteRequest(request)) return neutralNotFound(reply);
        return;
      case 'unknown':
        if (isProbe(request)) return;
        warnOnce(request);
        return neutralNotFound(reply);
    }
  });
}

/** Hosts already named in the log; bounded, so a flood of made-up hosts cannot grow it. */
const warnedHosts = new Set<string>();

/**
 * An operator who reaches the server by a name it was not told of (a LAN address, a new
 * DNS name) sees why every page is a bare 404: once per host, up to 20 hosts.
 */
function warnOnce(request: FastifyRequest): void {
  const host = hostnameOf(request.headers.host ?? '').slice(0, 100);
  if (warnedHosts.has(host) || warnedHosts.size >= 20) return;
  warnedHosts.add(host);
  request.log.warn(
    { host },
    'a request named a host this server does not serve (answered 404): add it to APP_HOSTS if it should reach the app',
  );
}

function neutralNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('text/plain; charset=utf-8').send(NEUTRAL_NOT_FOUND);
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?', 1)[0] ?? '/';
}

function isProbe(request: FastifyRequest): boolean {
  return PROBE_PATHS.has(pathOf(request));
}

function isRoot(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && pathOf(request) === '/';
}

/**
 * A code (GET, HEAD, or POST: a protected link's password), or a code's preview
 * (`/{code}+`, GET or HEAD).
 */
function isShortSiteRequest(request: FastifyRequest): boolean {
  const path = pathOf(request);
  if (PROBE_PATHS.has(path)) return true;
  const segment = safeDecode(path.slice(1));
  if (request.method === 'POST') return isValidShortCode(segment);
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return isValidShortCode(segment.endsWith('+') ? segment.slice(0, -1) : segment);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
