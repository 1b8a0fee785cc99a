import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { actingTeam } from './team-access.js';

/**
 * Deletes the team (the owner only) with its links and domains; memberships, invitations
 * and the audit log go with it (foreign keys). The links' triggers tell every redirect cache.
 */
export async function deleteOrganization({
  ctx,
}: {
  ctx: WorkspaceCtx;
}): Promise<{ deleted: true }> {
  requirePermission(ctx, 'team', 'delete');
  const orgId = actingTeam(ctx).id;
  const gone = await ctx.db.transaction().execute(async (trx) => {
    const links = await trx
      .deleteFrom('links')
      .where('org_id', '=', orgId)
      .returning(['domain', 'code'])
      .execute();
    const domains = await trx
      .deleteFrom('custom_domains')
      .where('org_id', '=', orgId)
      .returning('domain')
      .execute();
    await trx.deleteFrom('organizations').where('id', '=', orgId).execute();
    return { links, domains };
  });
  for (const link of gone.links) ctx.linkCache.invalidate(link.domain, link.code);
  for (const { domain } of gone.domains) {
    ctx.linkCache.invalidateDomain(domain);
    await ctx.servingDomains.reload(domain);
  }
  return { deleted: true };
}
