import { canCreateLinkThisMonth, limitsFor, startOfUtcMonth, TEAM_MESSAGES } from '@kurz/shared';
import { QuotaExceeded } from '../errors.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { countLinks } from './link-list-repository.js';
import { countLinksCreatedSince } from './link-repository.js';

export interface LinkQuota {
  /** Null: no limit. */
  limit: number | null;
  used: number;
}

/**
 * How many links the workspace may make: a team's `max_urls` in all, counting every
 * member's; a person's plan's per calendar month (UTC), counting only personal links.
 */
export async function linkQuotaOf(ctx: WorkspaceCtx): Promise<LinkQuota> {
  const { workspace } = ctx;
  if (workspace.kind === 'team') {
    return {
      limit: Number(workspace.org.max_urls),
      used: await countLinks(ctx.db, workspace.owner),
    };
  }
  const since = startOfUtcMonth(ctx.clock.now());
  return {
    limit: limitsFor(workspace.plan).urlsPerMonth,
    used: await countLinksCreatedSince(ctx.db, workspace.owner.userId, since),
  };
}

/** 403 (quota exceeded) when the workspace may make no more links; unlimited plans count nothing. */
export async function requireLinkQuota(ctx: WorkspaceCtx): Promise<void> {
  if (ctx.workspace.kind === 'personal' && limitsFor(ctx.workspace.plan).urlsPerMonth === null)
    return;
  const { limit, used } = await linkQuotaOf(ctx);
  if (limit === null || canCreateLinkThisMonth(limit, used)) return;
  throw new QuotaExceeded(
    ctx.workspace.kind === 'team'
      ? TEAM_MESSAGES.urlLimit(limit)
      : `Monthly URL limit reached (${limit}). Upgrade your plan to create more short URLs.`,
    { limit, used },
  );
}
