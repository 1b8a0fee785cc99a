import type { LinkView } from '@kurz/shared';
import { NotFound } from '../../errors.js';
import type { WorkspaceCtx } from '../../workspace/workspace.js';
import { findLinkAt } from '../find-link-at.js';

/** Bitly's answer for a bitlink the caller may not know of. */
export const BITLINK_NOT_FOUND = 'What you are looking for cannot be found.';

/**
 * The workspace's link a bitlink names: `kurz.link/abc123`, with or without its scheme.
 * Any other is 404, as if it did not exist.
 */
export async function findBitlink(ctx: WorkspaceCtx, bitlink: string): Promise<LinkView> {
  const bare = bitlink.trim().replace(/^https?:\/\//i, '');
  const slash = bare.indexOf('/');
  const view =
    slash > 0 ? await findLinkAt(ctx, bare.slice(0, slash), bare.slice(slash + 1)) : null;
  if (!view) throw new NotFound(BITLINK_NOT_FOUND);
  return view;
}
