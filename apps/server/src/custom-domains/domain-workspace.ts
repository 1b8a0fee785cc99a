import type { TeamPermissions } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { NotFound } from '../errors.js';
import { membershipOf, requireTeamPermission } from '../teams/team-access.js';
import { findOrganization } from '../teams/team-repository.js';
import type { DomainScope } from './custom-domain-repository.js';
import { domainLimit } from './domain-rules.js';

export interface DomainWorkspace {
  scope: DomainScope;
  /** How many domains the workspace may have; null is unlimited. */
  max: number | null;
  /** The team whose audit log hears of changes, when it is one. */
  orgId: string | null;
}

/**
 * Whose domains a call works on: the caller's own (the plan's limit), or, with `orgId`, the
 * team's (its `max_domains`), once the member's role allows `action` (404 for non-members).
 */
export async function domainWorkspace(
  ctx: Ctx,
  userId: string,
  orgId: string | null | undefined,
  action: keyof TeamPermissions['domains'],
): Promise<DomainWorkspace> {
  if (!orgId) return { scope: { userId }, max: await domainLimit(ctx, userId), orgId: null };
  const membership = await membershipOf(ctx, orgId, userId);
  requireTeamPermission(membership, 'domains', action);
  const org = await findOrganization(ctx.db, orgId);
  if (!org) throw new NotFound('Team not found');
  return { scope: { orgId }, max: Number(org.max_domains), orgId };
}
