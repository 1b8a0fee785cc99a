import type { AnalyticsQuery } from '@kurz/shared';
import { ANALYTICS_MESSAGES, type AnalyticsReport } from '@kurz/shared';
import type { z } from 'zod';
import { Forbidden, Invalid, NotFound } from '../errors.js';
import { findWorkspaceLink } from '../links/link-repository.js';
import { shortUrlFor } from '../links/short-url.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { limitsOf } from '../workspace/workspace-limits.js';
import { resolveRange } from './analytics-range.js';
import type { Scope } from './analytics-repository.js';
import { earliestClick } from './analytics-repository.js';
import { buildReport } from './build-report.js';
import { findLinksByIds } from './link-lookup.js';
import { readClickSums } from './read-click-sums.js';
import { readWatermark } from './rollup-repository.js';
import { isValidTimeZone } from './time-zone.js';

const TOP_LINKS = 10;

export interface GetAnalyticsInput {
  query: z.output<typeof AnalyticsQuery>;
}

/**
 * Click analytics for one link or all the links of a workspace (its plan premium or
 * higher). In a team, a role that reads only its own analytics (a member) sees its own
 * links one at a time, not the team's totals.
 */
export async function getAnalytics({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: GetAnalyticsInput;
}): Promise<AnalyticsReport> {
  requirePermission(ctx, 'analytics', 'read');
  const { query } = input;
  const { workspace } = ctx;
  if (!limitsOf(workspace).hasAnalytics) throw new Forbidden(ANALYTICS_MESSAGES.upgrade);
  if (!isValidTimeZone(query.time_zone))
    throw new Invalid('time_zone must be an IANA time zone such as Europe/Berlin');
  const link = query.link_id
    ? await findWorkspaceLink(ctx.db, workspace.owner, query.link_id)
    : undefined;
  if (query.link_id && !link) throw new NotFound('Link not found');
  // Whole-workspace totals are nobody's own: a role reaching only its own needs a link of its own.
  requirePermission(ctx, 'analytics', 'read', { createdBy: link?.user_id ?? null });
  const scope: Scope = link ? { linkId: link.id } : workspace.owner;

  const range = resolveRange({
    range: query.range,
    from: query.from,
    to: query.to,
    interval: query.interval,
    timeZone: query.time_zone,
    now: ctx.clock.now(),
    earliest:
      query.range === 'all'
        ? await earliestClick(ctx.db, scope, await readWatermark(ctx.db))
        : undefined,
  });
  const sums = await readClickSums(ctx.db, scope, range);
  const topIds = [...(sums.breakdowns.get('link') ?? [])]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP_LINKS)
    .filter(([, clicks]) => clicks > 0);
  const details = new Map(
    (
      await findLinksByIds(
        ctx.db,
        topIds.map(([id]) => id),
      )
    ).map((l) => [l.id, l]),
  );
  const topLinks = topIds.flatMap(([id, clicks]) => {
    const found = details.get(id);
    return found
      ? [
          {
            id,
            clicks,
            url: found.url,
            short_url: shortUrlFor(ctx.config, found.domain, found.code),
          },
        ]
      : [];
  });
  return buildReport(
    {
      range: query.range,
      time_zone: query.time_zone,
      link: link
        ? { id: link.id, url: link.url, short_url: shortUrlFor(ctx.config, link.domain, link.code) }
        : null,
    },
    range,
    sums,
    topLinks,
  );
}
