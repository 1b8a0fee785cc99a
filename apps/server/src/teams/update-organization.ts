import { type OrganizationView, TEAM_MESSAGES } from '@kurz/shared';
import { AlreadyExists, Invalid, NotFound } from '../errors.js';
import { recordTeamEvent } from '../workspace/audit-log.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { checkedSlug } from './create-organization.js';
import { getOrganization } from './list-organizations.js';
import { actingTeam } from './team-access.js';
import { findMember, isSlugTaken } from './team-repository.js';

export interface OrganizationChanges {
  name?: string | undefined;
  slug?: string | undefined;
  description?: string | null | undefined;
  logo_url?: string | null | undefined;
  /** Ownership moves to this member (owner only); the old owner becomes an admin. */
  transfer_to_member_id?: string | undefined;
}

/**
 * Edits the team's settings (admins and the owner), or hands ownership to another member
 * (the owner only; the old owner stays on as an admin, so the team always has one owner).
 * Both rights are asked before anything changes, so a refused call changes nothing.
 */
export async function updateOrganization({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: OrganizationChanges;
}): Promise<OrganizationView> {
  const isEditing = [input.name, input.slug, input.description, input.logo_url].some(
    (value) => value !== undefined,
  );
  if (isEditing) requirePermission(ctx, 'settings', 'update');
  if (input.transfer_to_member_id !== undefined) requirePermission(ctx, 'team', 'transfer');
  const orgId = actingTeam(ctx).id;
  const userId = ctx.actor.userId;
  const now = ctx.clock.now();
  const changes: {
    name?: string;
    slug?: string;
    description?: string | null;
    logo_url?: string | null;
  } = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.description !== undefined) changes.description = input.description || null;
  if (input.logo_url !== undefined) changes.logo_url = input.logo_url || null;
  if (input.slug !== undefined) {
    changes.slug = checkedSlug(input.slug);
    if (await isSlugTaken(ctx.db, changes.slug, orgId)) {
      throw new AlreadyExists(TEAM_MESSAGES.slugTaken);
    }
  }
  if (Object.keys(changes).length > 0) {
    await ctx.db
      .updateTable('organizations')
      .set({ ...changes, updated_at: now })
      .where('id', '=', orgId)
      .execute();
    await recordTeamEvent(ctx.db, {
      orgId,
      actorId: userId,
      action: 'team.updated',
      details: { fields: Object.keys(changes) },
      at: now,
    });
  }
  if (input.transfer_to_member_id !== undefined) {
    const heir = await findMember(ctx.db, orgId, input.transfer_to_member_id);
    if (!heir) throw new NotFound('Member not found');
    if (heir.user_id === userId) throw new Invalid('You already own this team');
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('organization_members')
        .set({ role: 'admin' })
        .where('org_id', '=', orgId)
        .where('user_id', '=', userId)
        .execute();
      await trx
        .updateTable('organization_members')
        .set({ role: 'owner' })
        .where('id', '=', heir.id)
        .execute();
      await recordTeamEvent(trx, {
        orgId,
        actorId: userId,
        action: 'team.transferred',
        target: heir.user_id,
        at: now,
      });
    });
  }
  return getOrganization({ ctx, input: { userId, orgId } });
}
