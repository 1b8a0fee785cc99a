import { findProfile } from '../accounts/user-repository.js';
import type { Ctx } from '../context.js';
import type { Organization } from '../db/schema.js';
import { NotFound } from '../errors.js';
import type { WorkspaceOwner } from '../workspace/workspace.js';
import { type Membership, membershipOf } from './team-access.js';
import { findOrganization } from './team-repository.js';

/** The workspace a call acts in: the caller's own, or a team they are a member of. */
export type Workspace =
  | { scope: { userId: string }; plan: string | undefined; membership: null; org: null }
  | { scope: { orgId: string }; plan: string; membership: Membership; org: Organization };

/**
 * The caller's workspace for `orgId` (absent: their own). A team the caller is not in
 * answers 404 like one that does not exist; the caller checks the role's permission.
 */
export async function workspaceFor(
  ctx: Ctx,
  userId: string,
  orgId: string | null | undefined,
): Promise<Workspace & { scope: WorkspaceOwner }> {
  if (!orgId) {
    const profile = await findProfile(ctx.db, userId);
    return { scope: { userId }, plan: profile?.subscription_plan, membership: null, org: null };
  }
  const membership = await membershipOf(ctx, orgId, userId);
  const org = await findOrganization(ctx.db, orgId);
  if (!org) throw new NotFound('Team not found');
  return { scope: { orgId }, plan: org.subscription_plan, membership, org };
}
