import { type OrganizationView, TEAM_LOGO_URL_PREFIX } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { NotFound } from '../errors.js';
import { checkedImage } from '../storage/checked-image.js';
import { getOrganization } from './list-organizations.js';
import { recordTeamEvent } from './record-team-event.js';
import { membershipOf, requireTeamPermission } from './team-access.js';
import { findOrganization } from './team-repository.js';

/** Stores a team's logo under the avatar rules (spec 001 §5) and points the team at it. */
export async function uploadTeamLogo({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; orgId: string; bytes: Buffer | null };
}): Promise<OrganizationView> {
  const membership = await membershipOf(ctx, input.orgId, input.userId);
  requireTeamPermission(membership, 'settings', 'update');
  const org = await findOrganization(ctx.db, input.orgId);
  if (!org) throw new NotFound('Team not found');
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
    .where('id', '=', input.orgId)
    .execute();
  if (org.logo_url?.startsWith(TEAM_LOGO_URL_PREFIX)) {
    await ctx.uploads.remove('organization-logos', org.logo_url.slice(TEAM_LOGO_URL_PREFIX.length));
  }
  await recordTeamEvent(ctx.db, {
    orgId: input.orgId,
    actorId: input.userId,
    action: 'team.updated',
    details: { fields: ['logo_url'] },
    at: now,
  });
  return getOrganization({ ctx, input: { userId: input.userId, orgId: input.orgId } });
}
