import type { AnalyticsInterval, AnalyticsRange } from '@kurz/shared';
import { Invalid } from '../errors.js';
import { DAY_MS, HOUR_MS } from './dimensions.js';
import { instantOf, localParts } from './time-zone.js';

export interface RangeInput {
  range: AnalyticsRange;
  from?: string | undefined;
  to?: string | undefined;
  interval?: AnalyticsInterval | undefined;
  timeZone: string;
  now: number;
  /** For 'all': the first hour with clicks, if any. */
  earliest?: number | undefined;
}

/**
 * A resolved range: [from, to) in UTC epoch ms, both on UTC hour boundaries because the
 * rollups are hourly. In zones with a :30 or :45 offset a local midnight falls inside a
 * UTC hour; that hour belongs to the bucket in which it starts.
 */
export interface ResolvedRange {
  from: number;
  to: number;
  interval: AnalyticsInterval;
}

const ROLLING_DAYS = { '7d': 7, '30d': 30, '90d': 90 } as const;
const MAX_BUCKETS = 2200;
const MAX_CUSTOM_DAYS = 3660;

const ceilHour = (t: number) => Math.ceil(t / HOUR_MS) * HOUR_MS;

export function resolveRange(input: RangeInput): ResolvedRange {
  const end = Math.floor(input.now / HOUR_MS) * HOUR_MS + HOUR_MS;
  const { from, to } = bounds(input, end);
  const interval = input.interval ?? intervalFor(to - from);
  if (interval === 'hour' && (to - from) / HOUR_MS > MAX_BUCKETS)
    throw new Invalid('This range is too long for hourly buckets: choose day or month');
  return { from: ceilHour(from), to: ceilHour(to), interval };
}

function bounds(input: RangeInput, end: number): { from: number; to: number } {
  const { range, timeZone: zone } = input;
  if (range === '24h') return { from: end - 24 * HOUR_MS, to: end };
  if (range === 'all') return { from: Math.min(input.earliest ?? end - 30 * DAY_MS, end), to: end };
  if (range === 'custom') return customBounds(input);
  const today = localParts(input.now, zone);
  const days = ROLLING_DAYS[range];
  return { from: instantOf(zone, today.year, today.month, today.day - days + 1), to: end };
}

function customBounds({ from, to, timeZone }: RangeInput): { from: number; to: number } {
  if (!from || !to) throw new Invalid('A custom range needs from and to dates (YYYY-MM-DD)');
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  const start = instantOf(timeZone, fy, fm, fd);
  const end = instantOf(timeZone, ty, tm, td + 1);
  if (end <= start) throw new Invalid('The start date must not be after the end date');
  if (end - start > MAX_CUSTOM_DAYS * DAY_MS)
    throw new Invalid(`A custom range may span at most ${MAX_CUSTOM_DAYS} days`);
  return { from: start, to: end };
}

function intervalFor(span: number): AnalyticsInterval {
  if (span <= 2 * DAY_MS) return 'hour';
  if (span <= 92 * DAY_MS) return 'day';
  return 'month';
}
