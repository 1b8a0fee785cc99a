import { type OrganizationView, TEAM_LOGO_URL_PREFIX } from '@kurz/shared';
import { checkedImage } from '../storage/checked-image.js';
import { recordTeamEvent } from '../workspace/audit-log.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { getOrganization } from './list-organizations.js';
import { actingTeam } from './team-access.js';

/** Stores a team's logo under the avatar rules (spec 001 §5) and points the team at it. */
export async function uploadTeamLogo({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { bytes: Buffer | null };
}): Promise<OrganizationView> {
  requirePermission(ctx, 'settings', 'update');
  const org = actingTeam(ctx);
  let logoUrl: string | null = null;
  if (input.bytes) {
    const type = checkedImage(input.bytes);
    logoUrl =
      TEAM_LOGO_URL_PREFIX + (await ctx.uploads.save('organization-logos', input.bytes, type));
  }
  const now = ctx.clock.now();
  await ctx.db
    .updateTable('organizations')
    .set({ logo_url: logoUrl, updated_at: now })
    .where('id', '=', org.id)
    .execute();
  if (org.logo_url?.startsWith(TEAM_LOGO_URL_PREFIX)) {
    await ctx.uploads.remove('organization-logos', org.logo_url.slice(TEAM_LOGO_URL_PREFIX.length));
  }
  await recordTeamEvent(ctx.db, {
    orgId: org.id,
    actorId: ctx.actor.userId,
    action: 'team.updated',
    details: { fields: ['logo_url'] },
    at: now,
  });
  return getOrganization({ ctx, input: { userId: ctx.actor.userId, orgId: org.id } });
}
