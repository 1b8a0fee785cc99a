import type { Link } from '../../db/schema.js';
import { findWorkspaceLinkByCode } from '../../links/link-repository.js';
import { URL_REFUSALS } from '../../links/url-refusals.js';
import { requirePermission } from '../../workspace/require-permission.js';
import type { WorkspaceCtx } from '../../workspace/workspace.js';
import { isDefaultDomain, storedDomainOf } from './shlink-domain.js';
import { ShlinkProblem } from './shlink-problem.js';

/**
 * The workspace's link Shlink names by short code and `domain` (absent: the default
 * domain); any other answers Shlink's short-url-not-found, as if it did not exist.
 */
export async function findShortUrl({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { shortCode: string; domain?: string | undefined };
}): Promise<Link> {
  requirePermission(ctx, 'urls', 'read', { message: URL_REFUSALS.read });
  const { shortCode, domain } = input;
  const link = await findWorkspaceLinkByCode(
    ctx.db,
    ctx.workspace.owner,
    storedDomainOf(ctx.config, domain),
    shortCode,
  );
  if (link) return link;
  throw ShlinkProblem.shortUrlNotFound(
    shortCode,
    isDefaultDomain(ctx.config, domain) ? null : (domain ?? null),
  );
}
