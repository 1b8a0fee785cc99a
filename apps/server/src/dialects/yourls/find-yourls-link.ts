import type { LinkView } from '@kurz/shared';
import type { WorkspaceCtx } from '../../workspace/workspace.js';
import { findLinkAt } from '../find-link-at.js';
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
  return { code, view: await findLinkAt(ctx, host, code) };
}
