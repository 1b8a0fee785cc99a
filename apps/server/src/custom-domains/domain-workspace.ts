import { limitsFor, type TeamPermissions } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { requireTeamPermission } from '../teams/team-access.js';
import { workspaceFor } from '../teams/workspace.js';
import type { DomainScope } from './custom-domain-repository.js';

export interface DomainWorkspace {
  scope: DomainScope;
  /** How many domains the workspace may have; null is unlimited. */
  max: number | null;
  /** The team whose audit log hears of changes, when it is one. */
  orgId: string | null;
}

/**
 * Whose domains a call works on: the caller's own (the plan's limit, spec 001 §6), or, with
 * `orgId`, the team's (its `max_domains`), once the member's role allows `action`.
 */
export async function domainWorkspace(
  ctx: Ctx,
  userId: string,
  orgId: string | null | undefined,
  action: keyof TeamPermissions['domains'],
): Promise<DomainWorkspace> {
  const workspace = await workspaceFor(ctx, userId, orgId);
  if (workspace.membership === null)
    return { scope: workspace.scope, max: limitsFor(workspace.plan).customDomains, orgId: null };
  requireTeamPermission(workspace.membership, 'domains', action);
  return {
    scope: workspace.scope,
    max: Number(workspace.org.max_domains),
    orgId: workspace.org.id,
  };
}
