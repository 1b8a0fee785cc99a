import { listCustomDomains } from '../../custom-domains/list-custom-domains.js';
import { listTagStats } from '../../links/list-tag-stats.js';
import { listTags } from '../../links/list-tags.js';
import type { WorkspaceCtx } from '../../workspace/workspace.js';
import { ShlinkProblem } from './shlink-problem.js';
import { shlinkPagination } from './shlink-view.js';

interface ListQuery {
  page: number;
  itemsPerPage: number;
  searchTerm?: string | undefined;
  orderBy?: string | undefined;
}

/**
 * Tags are few (a workspace's labels): searched, ordered and paged in memory, by the
 * fields Shlink orders them by.
 */
function pageOf<T>(
  items: T[],
  q: ListQuery,
  nameOf: (item: T) => string,
  orders: Record<string, (item: T) => number | string>,
) {
  const term = q.searchTerm?.trim().toLowerCase();
  const found = term ? items.filter((item) => nameOf(item).toLowerCase().includes(term)) : items;
  if (q.orderBy) {
    const [field = '', direction] = q.orderBy.split('-');
    const key = orders[field];
    if (!key || (direction !== 'ASC' && direction !== 'DESC'))
      throw ShlinkProblem.invalidData(
        ['orderBy'],
        `orderBy must be one of ${Object.keys(orders).join(', ')} with -ASC or -DESC`,
      );
    const sign = direction === 'ASC' ? 1 : -1;
    found.sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return (
        sign *
        (typeof x === 'number' && typeof y === 'number'
          ? x - y
          : String(x).localeCompare(String(y)))
      );
    });
  }
  const data = found.slice((q.page - 1) * q.itemsPerPage, q.page * q.itemsPerPage);
  return { data, pagination: shlinkPagination(q.page, q.itemsPerPage, data.length, found.length) };
}

/** GET /tags: the names of the workspace's tags in use. */
export async function listShlinkTags(ctx: WorkspaceCtx, q: ListQuery) {
  const { tags } = await listTags({ ctx });
  const names = tags.map((tag) => tag.name);
  return { tags: pageOf(names, q, (name) => name, { tag: (name) => name }) };
}

/** GET /tags/stats: each tag with its short URLs and their visits. */
export async function listShlinkTagStats(ctx: WorkspaceCtx, q: ListQuery) {
  const stats = (await listTagStats({ ctx })).map((tag) => ({
    tag: tag.name,
    shortUrlsCount: tag.links,
    visitsSummary: {
      total: tag.clicks,
      nonBots: tag.humanClicks,
      bots: Math.max(0, tag.clicks - tag.humanClicks),
    },
  }));
  return {
    tags: pageOf(stats, q, (stat) => stat.tag, {
      tag: (stat) => stat.tag,
      shortUrlsCount: (stat) => stat.shortUrlsCount,
      visits: (stat) => stat.visitsSummary.total,
      nonBotVisits: (stat) => stat.visitsSummary.nonBots,
    }),
  };
}

const NO_REDIRECTS = {
  baseUrlRedirect: null,
  regular404Redirect: null,
  invalidShortUrlRedirect: null,
};

/**
 * GET /domains: where the workspace's links can live: the configured short domains (the
 * first is the default) and its verified custom domains. Kurz sends a custom domain's `/`
 * to its landing page itself and keeps no per-domain redirects: they are all null.
 */
export async function listShlinkDomains(ctx: WorkspaceCtx) {
  const { domains } = await listCustomDomains({ ctx });
  const { shortDomains, appUrl } = ctx.config;
  const configured = shortDomains.length > 0 ? shortDomains : [appUrl.host];
  const data = [
    ...configured.map((entry, i) => ({ domain: entry.toLowerCase(), isDefault: i === 0 })),
    ...domains
      .filter((domain) => domain.verified)
      .map((domain) => ({ domain: domain.domain, isDefault: false })),
  ].map((domain) => ({ ...domain, redirects: NO_REDIRECTS }));
  return { domains: { data, defaultRedirects: NO_REDIRECTS } };
}
