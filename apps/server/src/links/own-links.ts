import type { ImportRow } from '@kurz/shared';
import type { Link } from '../db/schema.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { findOwnLinksTo } from './link-repository.js';
import { checkedDestination } from './link-rules.js';

/**
 * The workspace's links to the destinations of an import's rows, read once per call and kept
 * up to date as rows are created: a row matches a link on the same domain to the same
 * destination, at the row's code when it has one.
 */
export interface OwnLinks {
  find(target: { domain: string; url: string; code?: string | undefined }): Link | undefined;
  add(link: Link): void;
}

export async function loadOwnLinks(
  ctx: WorkspaceCtx,
  rows: readonly Pick<ImportRow, 'url'>[],
): Promise<OwnLinks> {
  const urls = rows.flatMap((row) => {
    try {
      return [checkedDestination(ctx, row.url)];
    } catch {
      return []; // The row's own check reports it.
    }
  });
  const byTarget = new Map<string, Link[]>();
  const keyOf = (domain: string, url: string) => `${domain} ${url}`;
  const add = (link: Link) => {
    const key = keyOf(link.domain, link.url);
    byTarget.set(key, [...(byTarget.get(key) ?? []), link]);
  };
  for (const link of await findOwnLinksTo(ctx.db, ctx.workspace.owner, urls)) add(link);
  return {
    find: ({ domain, url, code }) =>
      byTarget.get(keyOf(domain, url))?.find((link) => code === undefined || link.code === code),
    add,
  };
}
