/**
 * Kutt's `expire_in`: a duration as the `ms` package reads it ("30m", "8h", "42 days",
 * "2.5 hrs", a bare number of milliseconds), in milliseconds; undefined when it is none.
 */
const UNIT_MS: ReadonlyArray<[RegExp, number]> = [
  [/^(?:milliseconds?|msecs?|ms)$/, 1],
  [/^(?:seconds?|secs?|s)$/, 1000],
  [/^(?:minutes?|mins?|m)$/, 60_000],
  [/^(?:hours?|hrs?|h)$/, 3_600_000],
  [/^(?:days?|d)$/, 86_400_000],
  [/^(?:weeks?|w)$/, 604_800_000],
  [/^(?:years?|yrs?|y)$/, 31_557_600_000],
];

const DURATION = /^(-?(?:\d+)?\.?\d+) *([a-z]*)$/i;

export function durationMs(text: string): number | undefined {
  const match = DURATION.exec(text.trim());
  if (!match?.[1]) return undefined;
  const amount = Number(match[1]);
  const unit = (match[2] ?? '').toLowerCase();
  if (unit === '') return amount;
  const factor = UNIT_MS.find(([names]) => names.test(unit))?.[1];
  return factor === undefined ? undefined : amount * factor;
}

/** Kutt refuses anything shorter. */
export const MIN_EXPIRY_MS = 60_000;
