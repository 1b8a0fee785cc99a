import type { CustomDomainsReply } from '@kurz/shared';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { listDomains } from '../workspace/workspace-domains.js';
import { limitsOf } from '../workspace/workspace-limits.js';
import { toCustomDomainView } from './custom-domain-view.js';

/** The workspace's domains with its limit. */
export async function listCustomDomains({
  ctx,
}: {
  ctx: WorkspaceCtx;
}): Promise<CustomDomainsReply> {
  requirePermission(ctx, 'domains', 'read');
  const rows = await listDomains(ctx.db, ctx.workspace.owner);
  const config = ctx.config.customDomains;
  return {
    domains: rows.map((row) => toCustomDomainView(config, row)),
    max: limitsOf(ctx.workspace).customDomains,
    proxy_host: config.proxyHost,
    proxy_ips: config.proxyIps,
  };
}
