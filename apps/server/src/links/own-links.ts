import type { ImportRow } from '@kurz/shared';
import type { Link } from '../db/schema.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { findOwnLinksTo, findWorkspaceLinkByCode } from './link-repository.js';
import { checkedDestination } from './link-rules.js';

/**
 * The workspace's links an import's rows may already be: a row matches a link on the same
 * domain to the same destination, at the row's code when it has one. Rows without a code
 * are matched by destination, all read at once and kept up to date as rows are created;
 * a row with a code is looked up at that code (one indexed read), since reading by
 * destination scans the workspace's links, which grows with every page a large import
 * adds.
 */
export interface OwnLinks {
  find(target: {
    domain: string;
    url: string;
    code?: string | undefined;
  }): Promise<Link | undefined>;
  add(link: Link): void;
}

export async function loadOwnLinks(
  ctx: WorkspaceCtx,
  rows: readonly Pick<ImportRow, 'url' | 'code'>[],
): Promise<OwnLinks> {
  const urls = rows.flatMap((row) => {
    if (row.code?.trim()) return [];
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
  if (urls.length > 0)
    for (const link of await findOwnLinksTo(ctx.db, ctx.workspace.owner, urls)) add(link);
  return {
    async find({ domain, url, code }) {
      if (code === undefined) return byTarget.get(keyOf(domain, url))?.[0];
      const link = await findWorkspaceLinkByCode(ctx.db, ctx.workspace.owner, domain, code);
      return link?.url === url ? link : undefined;
    },
    add,
  };
}
