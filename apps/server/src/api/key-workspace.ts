import type { Ctx } from '../context.js';
import { requireTeamPermission } from '../teams/team-access.js';
import { workspaceFor } from '../teams/workspace.js';
import type { KeyScope } from './api-key-repository.js';

/**
 * Whose keys a call manages: the caller's own, or, with `orgId`, a team's, which its admins
 * and owner manage (a key reaches everything of the team). Creating one needs pro or higher
 * (the team's plan for a team); listing and revoking do not, so a downgrade never strands a key.
 */
export async function keyWorkspace(
  ctx: Ctx,
  userId: string,
  orgId: string | null | undefined,
): Promise<{ scope: KeyScope; plan: string | undefined; orgId: string | null }> {
  const workspace = await workspaceFor(ctx, userId, orgId);
  if (workspace.membership) requireTeamPermission(workspace.membership, 'settings', 'update');
  return { scope: workspace.scope, plan: workspace.plan, orgId: workspace.org?.id ?? null };
}
