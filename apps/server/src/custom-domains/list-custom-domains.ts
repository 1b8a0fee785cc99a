import type { CustomDomainsReply } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { listScopeDomains } from './custom-domain-repository.js';
import { toCustomDomainView } from './custom-domain-view.js';
import { domainWorkspace } from './domain-workspace.js';

/** The workspace's domains (the caller's own, or a team's) with its limit. */
export async function listCustomDomains({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; orgId?: string | null | undefined };
}): Promise<CustomDomainsReply> {
  const { scope, max } = await domainWorkspace(ctx, input.userId, input.orgId, 'read');
  const rows = await listScopeDomains(ctx.db, scope);
  const config = ctx.config.customDomains;
  return {
    domains: rows.map((row) => toCustomDomainView(config, row)),
    max,
    proxy_host: config.proxyHost,
    proxy_ips: config.proxyIps,
  };
}
