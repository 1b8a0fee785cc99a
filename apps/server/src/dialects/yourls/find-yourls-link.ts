import type { LinkView } from '@kurz/shared';
import { getLink } from '../../links/get-link.js';
import { findWorkspaceLinkByCode } from '../../links/link-repository.js';
import { defaultShortDomain, shortDomainNamed } from '../../links/short-domains.js';
import type { WorkspaceCtx } from '../../workspace/workspace.js';
import { keywordOf } from './yourls-view.js';

/**
 * The workspace's link a YOURLS `shorturl` names: a bare keyword on the default short
 * domain, or a whole short URL on its own domain. Null when the workspace has none there.
 */
export async function findYourlsLink(
  ctx: WorkspaceCtx,
  shorturl: string,
): Promise<{ code: string; view: LinkView | null }> {
  const { host, code } = keywordOf(shorturl);
  if (!code) return { code, view: null };
  const domain = host
    ? (shortDomainNamed(ctx.config, host) ?? host.toLowerCase())
    : defaultShortDomain(ctx.config);
  const link = await findWorkspaceLinkByCode(ctx.db, ctx.workspace.owner, domain, code);
  return { code, view: link ? await getLink({ ctx, input: { id: link.id } }) : null };
}
