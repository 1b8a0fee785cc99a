import type { LinkView } from '@kurz/shared';
import { getLink } from '../links/get-link.js';
import { findWorkspaceLinkByCode } from '../links/link-repository.js';
import { defaultShortDomain, shortDomainNamed } from '../links/short-domains.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';

/**
 * The workspace's link at `code` on `host` (any spelling of a short domain, or a custom
 * domain), or on the default short domain when no host is named: how other shorteners'
 * APIs name a link (YOURLS's keyword, Bitly's `domain/code`). Null when it has none there.
 */
export async function findLinkAt(
  ctx: WorkspaceCtx,
  host: string | null,
  code: string,
): Promise<LinkView | null> {
  if (!code) return null;
  const domain = host
    ? (shortDomainNamed(ctx.config, host) ?? host.toLowerCase())
    : defaultShortDomain(ctx.config);
  const link = await findWorkspaceLinkByCode(ctx.db, ctx.workspace.owner, domain, code);
  return link ? getLink({ ctx, input: { id: link.id } }) : null;
}
