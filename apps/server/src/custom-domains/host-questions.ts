import { hostnameOf, normalizeDomainInput } from '@kurz/shared';
import type { Ctx } from '../context.js';

/** Spec 000 §7: whether `host` is a custom domain that serves now. */
export function isServingCustomDomain(ctx: Ctx, host: string): boolean {
  const hostname = hostnameOf(normalizeDomainInput(host));
  return hostname !== '' && ctx.servingDomains.get(hostname) !== undefined;
}

/**
 * Caddy's on-demand TLS `ask`: a certificate only for names we serve (verified custom
 * domains, the configured short and app hosts), so nobody can make us request others.
 */
export function mayHaveCertificate(ctx: Ctx, domain: string): boolean {
  const hostname = hostnameOf(domain);
  if (hostname === '' || hostname !== domain.trim().toLowerCase()) return false;
  if (ctx.servingDomains.get(hostname)) return true;
  const ours = [...ctx.config.appHosts, ...ctx.config.shortDomains.map(hostnameOf)];
  return ours.some((host) => host === hostname || `www.${host}` === hostname);
}
