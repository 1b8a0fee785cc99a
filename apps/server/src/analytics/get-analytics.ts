import type { AnalyticsQuery } from '@kurz/shared';
import {
  ANALYTICS_MESSAGES,
  type AnalyticsReport,
  isPremiumOrHigher,
  reachOf,
  TEAM_MESSAGES,
} from '@kurz/shared';
import type { z } from 'zod';
import type { Ctx } from '../context.js';
import { Forbidden, Invalid, NotFound } from '../errors.js';
import { findLinkInScope } from '../links/link-repository.js';
import { shortUrlFor } from '../links/short-url.js';
import { workspaceFor } from '../teams/workspace.js';
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
  userId: string;
  query: z.output<typeof AnalyticsQuery>;
}

/**
 * Click analytics for one link or all the links of a workspace: the user's personal links,
 * or a team's (its plan premium or higher). In a team, a role that reads only its own
 * analytics (a member) sees its own links one at a time, not the team's totals.
 */
export async function getAnalytics({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: GetAnalyticsInput;
}): Promise<AnalyticsReport> {
  const { query } = input;
  const workspace = await workspaceFor(ctx, input.userId, query.org_id);
  if (!isPremiumOrHigher(workspace.plan)) throw new Forbidden(ANALYTICS_MESSAGES.upgrade);
  if (!isValidTimeZone(query.time_zone))
    throw new Invalid('time_zone must be an IANA time zone such as Europe/Berlin');
  const link = query.link_id ? await findLinkInScope(ctx.db, workspace.scope, query.link_id) : null;
  if (query.link_id && !link) throw new NotFound('Link not found');
  if (workspace.membership) {
    const reach = reachOf(workspace.membership.role, 'analytics', 'read');
    const isOwnLink = link !== null && link !== undefined && link.user_id === input.userId;
    if (reach === 'none' || (reach === 'own' && !isOwnLink))
      throw new Forbidden(TEAM_MESSAGES.noPermission);
  }
  const scope: Scope = link ? { linkId: link.id } : workspace.scope;

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
