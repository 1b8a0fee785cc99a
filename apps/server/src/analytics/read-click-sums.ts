import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import {
  breakdownSums,
  hourlyTotals,
  type Scope,
  type Span,
  type TailClick,
  tailClicks,
} from './analytics-repository.js';
import { DAY_MS, DIMENSIONS, type Dimension, HOUR_MS, MISSING_VALUE } from './dimensions.js';
import { readWatermark } from './rollup-repository.js';

export interface HourSums {
  clicks: number;
  humans: number;
  qr: number;
  visitors: number;
}

/** Everything a report needs, per UTC hour and per dimension value (links included). */
export interface ClickSums {
  hours: Map<number, HourSums>;
  breakdowns: Map<Dimension, Map<string, number>>;
}

const ATTEMPTS = 5;

/**
 * Rollups plus the raw clicks above the watermark. If the rollup job moved the watermark
 * while we read, a batch may be in both: read again (the job commits rollups and
 * watermark together, so an unchanged watermark means a consistent read).
 */
export async function readClickSums(db: Kysely<Database>, scope: Scope, span: Span) {
  for (let attempt = 1; ; attempt++) {
    const watermark = await readWatermark(db);
    const [hours, breakdowns, tail] = await Promise.all([
      hourlyTotals(db, scope, span),
      breakdownSums(db, scope, span),
      tailClicks(db, scope, span, watermark),
    ]);
    if ((await readWatermark(db)) !== watermark && attempt < ATTEMPTS) continue;
    const sums: ClickSums = {
      hours: new Map(hours.map(({ hour, ...rest }) => [hour, rest])),
      breakdowns: new Map(Object.keys(DIMENSIONS).map((d) => [d as Dimension, new Map()])),
    };
    for (const row of breakdowns)
      add(sums.breakdowns.get(row.dimension as Dimension), row.value, Number(row.clicks));
    addTail(sums, tail);
    // The rollups keep no link breakdown in a link's own scope: it is the link's total.
    if ('linkId' in scope) {
      let total = 0;
      for (const hour of sums.hours.values()) total += hour.clicks;
      sums.breakdowns.set('link', new Map(total > 0 ? [[scope.linkId, total]] : []));
    }
    return sums;
  }
}

function add(map: Map<string, number> | undefined, key: string, amount: number) {
  map?.set(key, (map.get(key) ?? 0) + amount);
}

/** Counts raw clicks the way the rollup would. */
function addTail(sums: ClickSums, tail: TailClick[]) {
  const firstHourOfVisitor = new Map<string, number>();
  for (const click of tail) {
    const at = Number(click.clicked_at);
    const hour = Math.floor(at / HOUR_MS) * HOUR_MS;
    const bucket = hourSums(sums, hour);
    bucket.clicks += 1;
    bucket.humans += click.is_bot ? 0 : 1;
    bucket.qr += click.is_qr ? 1 : 0;
    for (const [dimension, column] of Object.entries(DIMENSIONS) as [Dimension, keyof TailClick][])
      add(
        sums.breakdowns.get(dimension),
        (click[column] as string | null) ?? MISSING_VALUE[dimension],
        1,
      );
    if (isTrue(click.known)) continue;
    const key = `${click.link_id}\n${Math.floor(at / DAY_MS)}\n${click.visitor_hash}`;
    firstHourOfVisitor.set(key, Math.min(firstHourOfVisitor.get(key) ?? hour, hour));
  }
  for (const hour of firstHourOfVisitor.values()) hourSums(sums, hour).visitors += 1;
}

function hourSums(sums: ClickSums, hour: number): HourSums {
  let bucket = sums.hours.get(hour);
  if (!bucket) {
    bucket = { clicks: 0, humans: 0, qr: 0, visitors: 0 };
    sums.hours.set(hour, bucket);
  }
  return bucket;
}

/** exists() reads back as 0/1 on SQLite and true/false on PostgreSQL. */
const isTrue = (value: unknown) => value === true || value === 1 || value === '1';
