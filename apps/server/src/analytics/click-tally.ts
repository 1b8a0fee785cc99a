import type { NewClick } from '../db/schema.js';
import { DAY_MS, HOUR_MS, MISSING_VALUE } from './dimensions.js';

/** A rollup group: a link's clicks of one hour with the same values (rollup-repository.ts). */
export interface TalliedGroup {
  linkId: string;
  hour: number;
  referrer: string;
  country: string;
  device: string;
  browser: string;
  os: string;
  clicks: number;
  humans: number;
  qr: number;
}

/** A visitor's first hour on a link in a UTC day. */
export interface TalliedVisitor {
  linkId: string;
  day: number;
  hash: string;
  firstHour: number;
}

/** One link's clicks in a run. */
interface LinkTally {
  /** By hour and values; `last` is looked at first: the next click is most likely its like. */
  groups: Map<string, TalliedGroup>;
  last: TalliedGroup | undefined;
  /** By UTC day, then hash; `lastVisitor` is looked at first, as `last` is. */
  visitors: Map<number, Map<string, TalliedVisitor>>;
  lastVisitor: TalliedVisitor | undefined;
}

/** The clicks of ids `after` + 1 … `upTo`, grouped by link. */
export interface TalliedRun {
  after: number;
  upTo: number;
  links: Map<string, LinkTally>;
  /** Its groups and visitors. */
  entries: number;
}

/** The run's groups, then its visitors, as rollup-repository.ts writes them. */
export function* talliedGroups(run: TalliedRun): Generator<TalliedGroup> {
  for (const link of run.links.values()) yield* link.groups.values();
}

export function* talliedVisitors(run: TalliedRun): Generator<TalliedVisitor> {
  for (const link of run.links.values())
    for (const day of link.visitors.values()) yield* day.values();
}

/** Groups and visitors held at most, bounding memory: past it, the rollup reads clicks back. */
const MAX_ENTRIES = 100_000;

/**
 * The clicks the writer thread committed, grouped as it writes them, as the rollup groups
 * them: the rollup then adds these sums instead of reading the clicks back and sorting
 * them, the largest part of the writer's work (bench/README.md). Kept in runs of
 * consecutive click ids: ids another process wrote between them, or clicks beyond the
 * bound, are left to the rollup's reading (roll-up-clicks.ts), so the sums are the same
 * either way. SQLite only: its ids are consecutive within a transaction.
 */
export class ClickTally {
  readonly #runs: TalliedRun[] = [];

  constructor(private readonly maxEntries = MAX_ENTRIES) {}

  /** Clicks committed with the ids `firstId` onwards, in order. */
  add(firstId: number, clicks: readonly NewClick[]): void {
    // Each click adds a group and a visitor at most.
    const held = this.#runs.reduce((sum, run) => sum + run.entries, 0);
    if (clicks.length === 0 || held + 2 * clicks.length > this.maxEntries) return;
    const after = firstId - 1;
    let run = this.#runs.at(-1);
    if (run?.upTo !== after) {
      run = { after, upTo: after, links: new Map(), entries: 0 };
      this.#runs.push(run);
    }
    for (const click of clicks) this.#count(run, click);
    run.upTo = after + clicks.length;
  }

  /**
   * The run that starts right after click id `after` (the rollup's watermark), if any;
   * runs the watermark has passed are forgotten.
   */
  runFrom(after: number): TalliedRun | undefined {
    while ((this.#runs[0]?.after ?? after) < after) this.#runs.shift();
    const run = this.#runs[0];
    return run?.after === after ? run : undefined;
  }

  /** Where the next run starts: the rollup reads clicks back up to there. */
  get nextStart(): number | undefined {
    return this.#runs[0]?.after;
  }

  /** The first run was rolled up. */
  done(): void {
    this.#runs.shift();
  }

  #count(run: TalliedRun, click: NewClick): void {
    const at = click.clicked_at;
    const hour = at - (at % HOUR_MS);
    const referrer = click.referrer_host ?? MISSING_VALUE.referrer;
    const country = click.country ?? MISSING_VALUE.country;
    const device = click.device ?? MISSING_VALUE.device;
    const browser = click.browser ?? MISSING_VALUE.browser;
    const os = click.os ?? MISSING_VALUE.os;
    let link = run.links.get(click.link_id);
    if (!link) {
      link = { groups: new Map(), last: undefined, visitors: new Map(), lastVisitor: undefined };
      run.links.set(click.link_id, link);
    }
    // Compared field by field: building and hashing a key for every click cost more than
    // grouping in SQL did.
    let group = link.last;
    if (
      group?.hour !== hour ||
      group.referrer !== referrer ||
      group.country !== country ||
      group.device !== device ||
      group.browser !== browser ||
      group.os !== os
    ) {
      const key = `${hour}\n${referrer}\n${country}\n${device}\n${browser}\n${os}`;
      group = link.groups.get(key);
      if (!group) {
        group = {
          linkId: click.link_id,
          hour,
          referrer,
          country,
          device,
          browser,
          os,
          clicks: 0,
          humans: 0,
          qr: 0,
        };
        link.groups.set(key, group);
        run.entries += 1;
      }
      link.last = group;
    }
    group.clicks += 1;
    if (click.is_bot === 0) group.humans += 1;
    if (click.is_qr !== 0) group.qr += 1;
    const day = Math.floor(at / DAY_MS);
    let visitor = link.lastVisitor;
    if (visitor?.day !== day || visitor.hash !== click.visitor_hash) {
      let visitors = link.visitors.get(day);
      if (!visitors) {
        visitors = new Map();
        link.visitors.set(day, visitors);
      }
      visitor = visitors.get(click.visitor_hash);
      if (!visitor) {
        visitor = { linkId: click.link_id, day, hash: click.visitor_hash, firstHour: hour };
        visitors.set(click.visitor_hash, visitor);
        run.entries += 1;
      }
      link.lastVisitor = visitor;
    }
    if (hour < visitor.firstHour) visitor.firstHour = hour;
  }
}
