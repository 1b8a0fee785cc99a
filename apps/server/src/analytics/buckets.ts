import type { AnalyticsInterval } from '@kurz/shared';
import type { ResolvedRange } from './analytics-range.js';
import { HOUR_MS } from './dimensions.js';
import { instantOf, localParts } from './time-zone.js';

export interface BucketStart {
  start: number;
  label: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The buckets of a range in the viewer's zone: hours, local days or local months. */
export function bucketStarts(range: ResolvedRange, timeZone: string): BucketStart[] {
  const buckets: BucketStart[] = [];
  if (range.interval === 'hour') {
    for (let t = range.from; t < range.to; t += HOUR_MS) {
      const p = localParts(t, timeZone);
      buckets.push({
        start: t,
        label: `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`,
      });
    }
    return buckets;
  }
  const first = localParts(range.from, timeZone);
  for (let step = 0; ; step++) {
    const { start, label } = calendarBucket(range.interval, first, step, timeZone);
    // A bucket holds the UTC hours that start in it; one starting inside the last hour holds none.
    if (Math.ceil(start / HOUR_MS) * HOUR_MS >= range.to) break;
    buckets.push({ start, label });
  }
  return buckets;
}

function calendarBucket(
  interval: Exclude<AnalyticsInterval, 'hour'>,
  first: { year: number; month: number; day: number },
  step: number,
  timeZone: string,
): BucketStart {
  if (interval === 'month') {
    const start = instantOf(timeZone, first.year, first.month + step, 1);
    const date = new Date(Date.UTC(first.year, first.month - 1 + step, 1));
    return { start, label: `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}` };
  }
  const start = instantOf(timeZone, first.year, first.month, first.day + step);
  const date = new Date(Date.UTC(first.year, first.month - 1, first.day + step));
  return {
    start,
    label: `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`,
  };
}

/** Index of the bucket an hour belongs to: the last one starting at or before it. */
export function bucketIndex(buckets: BucketStart[], hour: number): number {
  let low = 0;
  let high = buckets.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((buckets[mid]?.start ?? Number.POSITIVE_INFINITY) <= hour) low = mid;
    else high = mid - 1;
  }
  return low;
}
