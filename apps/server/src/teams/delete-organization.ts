import { removeLinks } from '../links/remove-links.js';
import { retireTeamEndpoints } from '../webhooks/retire-team-endpoints.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { actingTeam } from './team-access.js';

/**
 * Deletes the team (the owner only) with its links and domains; memberships, invitations
 * and the audit log go with it (foreign keys). The links go through the links feature's
 * one removal, so each sends `link.deleted` (the team's endpoints outlive it to send
 * them) and leaves every redirect cache; the last batch commits with the team's deletion.
 */
export async function deleteOrganization({
  ctx,
}: {
  ctx: WorkspaceCtx;
}): Promise<{ deleted: true }> {
  requirePermission(ctx, 'team', 'delete');
  const orgId = actingTeam(ctx).id;
  let domains: { domain: string }[] = [];
  await removeLinks({
    ctx,
    input: {
      which: { kind: 'workspace', owner: { orgId } },
      actorId: ctx.actor.userId,
      cause: 'team',
      andFinally: async (trx) => {
        domains = await trx
          .deleteFrom('custom_domains')
          .where('org_id', '=', orgId)
          .returning('domain')
          .execute();
        await retireTeamEndpoints(trx, orgId, ctx.clock.now());
        await trx.deleteFrom('organizations').where('id', '=', orgId).execute();
      },
    },
  });
  for (const { domain } of domains) {
    ctx.linkCache.invalidateDomain(domain);
    await ctx.servingDomains.reload(domain);
  }
  return { deleted: true };
}
