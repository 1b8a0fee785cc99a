import { tagKey } from '@kurz/shared';
import type { Link } from '../db/schema.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { findOwnLinksTo } from './link-repository.js';
import { checkedDestination } from './link-rules.js';
import { tagsOfLinks } from './link-tag-repository.js';
import { URL_REFUSALS } from './url-refusals.js';

export interface FindExistingLinkInput {
  url: string;
  /** The domain as links store it. */
  domain: string;
  /** When given, the link must have this code… */
  code?: string | undefined;
  /** …and exactly these tags (any case). */
  tags?: readonly string[] | undefined;
}

/**
 * The workspace's oldest link to `url` (compared in its stored form) that matches what
 * else was asked: for "return the link if it already exists" instead of making another.
 */
export async function findExistingLink({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: FindExistingLinkInput;
}): Promise<Link | undefined> {
  requirePermission(ctx, 'urls', 'read', { message: URL_REFUSALS.read });
  const url = checkedDestination(ctx, input.url);
  const candidates = (await findOwnLinksTo(ctx.db, ctx.workspace.owner, [url])).filter(
    (link) => link.domain === input.domain && (!input.code || link.code === input.code),
  );
  if (!input.tags) return candidates[0];
  const wanted = [...new Set(input.tags.map(tagKey))].sort().join('\n');
  const tags = await tagsOfLinks(
    ctx.db,
    candidates.map((link) => link.id),
  );
  return candidates.find(
    (link) => [...new Set((tags.get(link.id) ?? []).map(tagKey))].sort().join('\n') === wanted,
  );
}
