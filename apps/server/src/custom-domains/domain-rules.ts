import { hostnameOf } from '@kurz/shared';
import type { Config } from '../config.js';
import type { Ctx } from '../context.js';

/** Our own names, which no customer may claim (nor any name under them). */
export function reservedHosts(config: Config): string[] {
  return [
    ...config.appHosts,
    ...config.shortDomains.map(hostnameOf),
    config.customDomains.proxyHost,
  ];
}

/** This process serves the change at once; others hear of it through the link change feed. */
export async function servingChanged(
  ctx: Pick<Ctx, 'linkCache' | 'servingDomains'>,
  domain: string,
): Promise<void> {
  ctx.linkCache.invalidateDomain(domain);
  await ctx.servingDomains.reload(domain);
}
