import type { Ctx } from '../context.js';
import { membershipOf, requireTeamPermission } from './team-access.js';

/**
 * Deletes the team (the owner only) with its links and domains; memberships, invitations
 * and the audit log go with it (foreign keys). The links' triggers tell every redirect cache.
 */
export async function deleteOrganization({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; orgId: string };
}): Promise<{ deleted: true }> {
  const membership = await membershipOf(ctx, input.orgId, input.userId);
  requireTeamPermission(membership, 'team', 'delete');
  const gone = await ctx.db.transaction().execute(async (trx) => {
    const links = await trx
      .deleteFrom('links')
      .where('org_id', '=', input.orgId)
      .returning(['domain', 'code'])
      .execute();
    const domains = await trx
      .deleteFrom('custom_domains')
      .where('org_id', '=', input.orgId)
      .returning('domain')
      .execute();
    await trx.deleteFrom('organizations').where('id', '=', input.orgId).execute();
    return { links, domains };
  });
  for (const link of gone.links) ctx.linkCache.invalidate(link.domain, link.code);
  for (const { domain } of gone.domains) {
    ctx.linkCache.invalidateDomain(domain);
    await ctx.servingDomains.reload(domain);
  }
  return { deleted: true };
}
