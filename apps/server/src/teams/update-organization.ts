import { type OrganizationView, TEAM_MESSAGES, type UpdateOrganizationBody } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { AlreadyExists, Invalid, NotFound } from '../errors.js';
import { checkedSlug } from './create-organization.js';
import { getOrganization } from './list-organizations.js';
import { recordTeamEvent } from './record-team-event.js';
import { membershipOf, requireTeamPermission } from './team-access.js';
import { findMember, isSlugTaken } from './team-repository.js';

/**
 * Edits the team's settings (admins and the owner), or hands ownership to another member
 * (the owner only; the old owner stays on as an admin, so the team always has one owner).
 */
export async function updateOrganization({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; body: UpdateOrganizationBody };
}): Promise<OrganizationView> {
  const { body } = input;
  const membership = await membershipOf(ctx, body.org_id, input.userId);
  const now = ctx.clock.now();
  const changes: {
    name?: string;
    slug?: string;
    description?: string | null;
    logo_url?: string | null;
  } = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.description !== undefined) changes.description = body.description || null;
  if (body.logo_url !== undefined) changes.logo_url = body.logo_url || null;
  if (body.slug !== undefined) {
    changes.slug = checkedSlug(body.slug);
    if (await isSlugTaken(ctx.db, changes.slug, body.org_id)) {
      throw new AlreadyExists(TEAM_MESSAGES.slugTaken);
    }
  }
  if (Object.keys(changes).length > 0) {
    requireTeamPermission(membership, 'settings', 'update');
    await ctx.db
      .updateTable('organizations')
      .set({ ...changes, updated_at: now })
      .where('id', '=', body.org_id)
      .execute();
    await recordTeamEvent(ctx.db, {
      orgId: body.org_id,
      actorId: input.userId,
      action: 'team.updated',
      details: { fields: Object.keys(changes) },
      at: now,
    });
  }
  if (body.transfer_to_member_id !== undefined) {
    requireTeamPermission(membership, 'team', 'transfer');
    const heir = await findMember(ctx.db, body.org_id, body.transfer_to_member_id);
    if (!heir) throw new NotFound('Member not found');
    if (heir.id === membership.id) throw new Invalid('You already own this team');
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('organization_members')
        .set({ role: 'admin' })
        .where('id', '=', membership.id)
        .execute();
      await trx
        .updateTable('organization_members')
        .set({ role: 'owner' })
        .where('id', '=', heir.id)
        .execute();
      await recordTeamEvent(trx, {
        orgId: body.org_id,
        actorId: input.userId,
        action: 'team.transferred',
        target: heir.user_id,
        at: now,
      });
    });
  }
  return getOrganization({ ctx, input: { userId: input.userId, orgId: body.org_id } });
}
