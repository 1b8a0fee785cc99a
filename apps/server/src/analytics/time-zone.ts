/**
 * Calendar arithmetic in an IANA time zone with nothing but Intl: local parts of an
 * instant, and the instant of a local wall-clock time (DST-aware).
 */
export interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * Keyed by the canonical zone name only: Intl accepts any letter case ('EUROPE/berlin'),
 * so caching what a request spelled would let requests grow this map without bound.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  const formatter = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const canonical = formatter.resolvedOptions().timeZone;
  const known = formatters.get(canonical);
  if (known) return known;
  formatters.set(canonical, formatter);
  return formatter;
}

/** How many zones have a cached formatter (one per canonical name, however spelled). */
export function cachedTimeZoneCount(): number {
  return formatters.size;
}

/** True for a zone name this runtime knows ('Europe/Berlin', 'UTC'); false for anything else. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

export function localParts(instant: number, timeZone: string): LocalParts {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (Berlin in summer: +2 h). */
function offsetAt(instant: number, timeZone: string): number {
  const p = localParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return asUtc - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The instant a local wall-clock time happens. Month and day may overflow (Date.UTC
 * normalises them). A time skipped by a DST change maps to the instant just after the gap.
 */
export function instantOf(
  timeZone: string,
  year: number,
  month: number,
  day = 1,
  hour = 0,
): number {
  const wall = Date.UTC(year, month - 1, day, hour);
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  if (first === second) return first;
  // Around a change the two guesses differ: take the one that reads back as the wall time,
  // or the later one inside a gap.
  const readsBack = (t: number) => {
    const p = localParts(t, timeZone);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) === wall;
  };
  if (readsBack(second)) return second;
  if (readsBack(first)) return first;
  return Math.max(first, second);
}
