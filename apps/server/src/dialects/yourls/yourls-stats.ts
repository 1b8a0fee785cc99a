import { countLinks, sumWorkspaceClicks } from '../../links/link-list-repository.js';
import { type ListLinksInput, listLinks } from '../../links/list-links.js';
import { requirePermission } from '../../workspace/require-permission.js';
import type { WorkspaceCtx } from '../../workspace/workspace.js';
import type { YourlsAnswer } from './yourls-output.js';
import { STATS_NEED_FORMAT } from './yourls-url-stats.js';
import { toYourlsStatsLink } from './yourls-view.js';

/** Kurz reads at most this many links per stats call; YOURLS sets no bound. */
export const YOURLS_STATS_MAX = 1000;

type Order = Pick<ListLinksInput, 'sort' | 'clicksOrder'>;
const TOP: Order = { sort: 'clicks', clicksOrder: 'desc' };
const ORDER_BY_FILTER: Record<string, Order> = {
  top: TOP,
  bottom: { sort: 'clicks', clicksOrder: 'asc' },
  rand: { sort: 'clicks', clicksOrder: 'random' },
  random: { sort: 'clicks', clicksOrder: 'random' },
  last: { sort: 'newest' },
};

/** PHP's intval: the leading digits, 0 for none. */
const intval = (text: string | undefined) => Number.parseInt(text ?? '', 10) || 0;

/**
 * YOURLS's `stats`: `limit` links of the workspace by `filter` (top, the default: most
 * clicked; bottom; rand; last: newest), from `start`, as `link_1`, `link_2`…; no links for
 * a missing or zero limit, as YOURLS reads it. Then the workspace's totals.
 */
export async function yourlsStats({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { filter?: string | undefined; limit?: string | undefined; start?: string | undefined };
}): Promise<YourlsAnswer> {
  const limit = Math.min(intval(input.limit), YOURLS_STATS_MAX);
  const body: Record<string, unknown> = {};
  if (limit > 0) {
    const order = ORDER_BY_FILTER[input.filter ?? ''] ?? TOP;
    const page = await listLinks({
      ctx,
      input: { ...order, limit, offset: Math.max(0, intval(input.start)) },
    });
    body.links = Object.fromEntries(
      page.links.map((link, index) => [`link_${index + 1}`, toYourlsStatsLink(link)]),
    );
  }
  body.stats = await workspaceTotals(ctx);
  body.statusCode = '200';
  body.message = 'success';
  return { body, simple: STATS_NEED_FORMAT };
}

/** YOURLS's `db-stats`: the workspace's links and clicks, counted. */
export async function yourlsDbStats({ ctx }: { ctx: WorkspaceCtx }): Promise<YourlsAnswer> {
  return {
    body: { 'db-stats': await workspaceTotals(ctx), statusCode: '200', message: 'success' },
    simple: STATS_NEED_FORMAT,
  };
}

async function workspaceTotals(ctx: WorkspaceCtx) {
  requirePermission(ctx, 'urls', 'read');
  const { owner } = ctx.workspace;
  const [links, clicks] = await Promise.all([
    countLinks(ctx.db, owner),
    sumWorkspaceClicks(ctx.db, owner),
  ]);
  return { total_links: String(links), total_clicks: String(clicks) };
}
