import type { AnalyticsQuery } from '@kurz/shared';
import { ANALYTICS_MESSAGES, type AnalyticsReport, isPremiumOrHigher } from '@kurz/shared';
import type { z } from 'zod';
import { findProfile } from '../accounts/user-repository.js';
import type { Ctx } from '../context.js';
import { Forbidden, Invalid, NotFound } from '../errors.js';
import { shortUrlFor } from '../links/short-url.js';
import { resolveRange } from './analytics-range.js';
import type { Scope } from './analytics-repository.js';
import { earliestClick } from './analytics-repository.js';
import { buildReport } from './build-report.js';
import { findLinksByIds, findOwnedLink } from './link-lookup.js';
import { readClickSums } from './read-click-sums.js';
import { readWatermark } from './rollup-repository.js';
import { isValidTimeZone } from './time-zone.js';

const TOP_LINKS = 10;

export interface GetAnalyticsInput {
  userId: string;
  query: z.output<typeof AnalyticsQuery>;
}

/** A user's click analytics for one link or all their links (premium or higher). */
export async function getAnalytics({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: GetAnalyticsInput;
}): Promise<AnalyticsReport> {
  const profile = await findProfile(ctx.db, input.userId);
  if (!isPremiumOrHigher(profile?.subscription_plan))
    throw new Forbidden(ANALYTICS_MESSAGES.upgrade);
  const { query } = input;
  if (!isValidTimeZone(query.time_zone))
    throw new Invalid('time_zone must be an IANA time zone such as Europe/Berlin');
  const link = query.link_id ? await findOwnedLink(ctx.db, query.link_id, input.userId) : null;
  if (query.link_id && !link) throw new NotFound('Link not found');
  const scope: Scope = link ? { linkId: link.id } : { userId: input.userId };

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
