import type { CustomDomainsReply } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { listUserDomains } from './custom-domain-repository.js';
import { toCustomDomainView } from './custom-domain-view.js';
import { domainLimit } from './domain-rules.js';

export async function listCustomDomains({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string };
}): Promise<CustomDomainsReply> {
  const [rows, max] = await Promise.all([
    listUserDomains(ctx.db, input.userId),
    domainLimit(ctx, input.userId),
  ]);
  const config = ctx.config.customDomains;
  return {
    domains: rows.map((row) => toCustomDomainView(config, row)),
    max,
    proxy_host: config.proxyHost,
    proxy_ips: config.proxyIps,
  };
}
