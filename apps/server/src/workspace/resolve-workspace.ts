import { findProfile } from '../accounts/user-repository.js';
import type { Ctx } from '../context.js';
import { NotFound } from '../errors.js';
import { findOrganization, membershipOf } from './membership.js';
import type { Actor, WorkspaceCtx } from './workspace.js';

/** Who is asking before their role is known: the user, and how they signed the request. */
export type Caller = Omit<Actor, 'role'>;

/**
 * `ctx` acting as `caller` in the team `orgId` (absent: the caller's personal workspace).
 * A team the caller is not in answers 404 like one that does not exist (spec: non-members
 * may not learn a team exists); what the role may do there is each verb's question.
 */
export async function resolveWorkspace(
  ctx: Ctx,
  caller: Caller,
  orgId: string | null | undefined,
): Promise<WorkspaceCtx> {
  if (!orgId) {
    const profile = await findProfile(ctx.db, caller.userId);
    return {
      ...ctx,
      actor: { ...caller, role: 'owner' },
      workspace: {
        kind: 'personal',
        owner: { userId: caller.userId },
        orgId: null,
        plan: profile?.subscription_plan,
        org: null,
      },
    };
  }
  const [membership, org] = await Promise.all([
    membershipOf(ctx, orgId, caller.userId),
    findOrganization(ctx.db, orgId),
  ]);
  if (!org) throw new NotFound('Team not found');
  return {
    ...ctx,
    actor: { ...caller, role: membership.role },
    workspace: {
      kind: 'team',
      owner: { orgId },
      orgId,
      plan: org.subscription_plan,
      org,
    },
  };
}
