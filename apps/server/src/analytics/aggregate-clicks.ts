import { DAY_MS, DIMENSIONS, type Dimension, HOUR_MS, MISSING_VALUE } from './dimensions.js';

/**
 * A stored click as the rollup reads it, in this column order (a tuple: the rollup reads
 * hundreds of thousands of them at a time).
 */
export type ClickTuple = [
  linkId: string,
  clickedAt: number,
  referrerHost: string | null,
  country: string | null,
  device: string | null,
  browser: string | null,
  os: string | null,
  isBot: number,
  isQr: number,
  visitorHash: string,
];

export const CLICK_TUPLE_COLUMNS = [
  'link_id',
  'clicked_at',
  'referrer_host',
  'country',
  'device',
  'browser',
  'os',
  'is_bot',
  'is_qr',
  'visitor_hash',
] as const;

/** Where each dimension's value sits in a ClickTuple. */
const DIMENSION_INDEX = Object.entries(DIMENSIONS).map(
  ([dimension, column]) =>
    [dimension as Dimension, CLICK_TUPLE_COLUMNS.indexOf(column)] as [Dimension, number],
);
const LINK_SCOPE_DIMENSIONS = DIMENSION_INDEX.filter(([dimension]) => dimension !== 'link');

export interface HourRow {
  scope: string;
  hour: number;
  clicks: number;
  humans: number;
  qr: number;
  visitors: number;
}

export interface BreakdownRow {
  scope: string;
  /** The hour, or the day, the clicks fall in (ms since the epoch). */
  time: number;
  dimension: Dimension;
  value: string;
  clicks: number;
}

/** A visitor's first click on a link in a UTC day, within the batch. */
export interface VisitorDay {
  day: number;
  linkId: string;
  visitorHash: string;
  firstHour: number;
}

/**
 * One rollup batch, summed in memory: totals per scope and hour, breakdowns per scope and
 * hour and per scope and day, and each visitor's first hour per link and day (counted
 * once the caller knows which of them are new that day). Scopes are `link:<id>` and the
 * link's workspace: `org:<id>` for a team link, `user:<id>` for a personal one.
 */
export class ClickAggregate {
  readonly #hours = new Map<string, HourRow>();
  readonly #hourly = new Map<string, BreakdownRow>();
  readonly #daily = new Map<string, BreakdownRow>();
  readonly #visitors = new Map<string, VisitorDay>();
  readonly #scopesOf = new Map<string, [link: string, workspace?: string]>();

  /** `workspaceOf` answers a link's workspace scope (`user:<id>`, `org:<id>`, or null). */
  constructor(private readonly workspaceOf: (linkId: string) => string | null | undefined) {}

  add(clicks: Iterable<ClickTuple>): this {
    // Clicks alike in everything but time within the hour and visitor are summed first:
    // two map updates per click, the rest per group.
    const alike = new Map<string, { click: ClickTuple; hour: number; count: number }>();
    for (const click of clicks) {
      const at = Number(click[1]);
      const hour = at - (at % HOUR_MS);
      const key = `${click[0]}\n${hour}\n${click[2]}\n${click[3]}\n${click[4]}\n${click[5]}\n${click[6]}\n${click[7]}\n${click[8]}`;
      const group = alike.get(key);
      if (group) group.count += 1;
      else alike.set(key, { click, hour, count: 1 });
      const day = Math.floor(at / DAY_MS);
      const visitorKey = `${click[0]}\n${day}\n${click[9]}`;
      const visitor = this.#visitors.get(visitorKey);
      if (!visitor)
        this.#visitors.set(visitorKey, {
          day,
          linkId: click[0],
          visitorHash: click[9],
          firstHour: hour,
        });
      else if (hour < visitor.firstHour) visitor.firstHour = hour;
    }
    for (const { click, hour, count } of alike.values()) {
      const day = hour - (hour % DAY_MS);
      const [linkScope, workspaceScope] = this.#scopes(click[0]);
      this.#addHour(linkScope, hour, click, count);
      // A link's own scope has one value for the link dimension: readers derive it.
      for (const [dimension, index] of LINK_SCOPE_DIMENSIONS)
        this.#addBreakdowns(linkScope, hour, day, dimension, click[index], count);
      if (workspaceScope === undefined) continue;
      this.#addHour(workspaceScope, hour, click, count);
      for (const [dimension, index] of DIMENSION_INDEX)
        this.#addBreakdowns(workspaceScope, hour, day, dimension, click[index], count);
    }
    return this;
  }

  /** The rows summed so far (totals, breakdowns, visitors): what the batch holds in memory. */
  get rowCount(): number {
    return this.#hours.size + this.#hourly.size + this.#daily.size + this.#visitors.size;
  }

  /** Every visitor of the batch; pass the ones not yet seen that day to `countVisitor`. */
  visitorDays(): IterableIterator<VisitorDay> {
    return this.#visitors.values();
  }

  countVisitor(visitor: VisitorDay): void {
    const [linkScope, workspaceScope] = this.#scopes(visitor.linkId);
    this.#hour(linkScope, visitor.firstHour).visitors += 1;
    if (workspaceScope !== undefined) this.#hour(workspaceScope, visitor.firstHour).visitors += 1;
  }

  hours(): IterableIterator<HourRow> {
    return this.#hours.values();
  }

  hourlyBreakdowns(): IterableIterator<BreakdownRow> {
    return this.#hourly.values();
  }

  dailyBreakdowns(): IterableIterator<BreakdownRow> {
    return this.#daily.values();
  }

  #scopes(linkId: string): [link: string, workspace?: string] {
    let scopes = this.#scopesOf.get(linkId);
    if (!scopes) {
      const workspace = this.workspaceOf(linkId);
      scopes = workspace ? [`link:${linkId}`, workspace] : [`link:${linkId}`];
      this.#scopesOf.set(linkId, scopes);
    }
    return scopes;
  }

  #hour(scope: string, hour: number): HourRow {
    const key = `${scope}\n${hour}`;
    let row = this.#hours.get(key);
    if (!row) {
      row = { scope, hour, clicks: 0, humans: 0, qr: 0, visitors: 0 };
      this.#hours.set(key, row);
    }
    return row;
  }

  #addHour(scope: string, hour: number, click: ClickTuple, count: number): void {
    const totals = this.#hour(scope, hour);
    totals.clicks += count;
    if (!Number(click[7])) totals.humans += count;
    if (Number(click[8])) totals.qr += count;
  }

  #addBreakdowns(
    scope: string,
    hour: number,
    day: number,
    dimension: Dimension,
    value: unknown,
    count: number,
  ): void {
    const known = (value as string | null | undefined) ?? MISSING_VALUE[dimension];
    addBreakdown(this.#hourly, scope, hour, dimension, known, count);
    addBreakdown(this.#daily, scope, day, dimension, known, count);
  }
}

function addBreakdown(
  rows: Map<string, BreakdownRow>,
  scope: string,
  time: number,
  dimension: Dimension,
  value: string,
  clicks: number,
): void {
  const key = `${scope}\n${time}\n${dimension}\n${value}`;
  const row = rows.get(key);
  if (row) row.clicks += clicks;
  else rows.set(key, { scope, time, dimension, value, clicks });
}
