/** The breakdowns kept per link and hour or day, and the click column each reads. */
export const DIMENSIONS = {
  referrer: 'referrer_host',
  country: 'country',
  device: 'device',
  browser: 'browser',
  os: 'os',
} as const;

export type Dimension = keyof typeof DIMENSIONS;

/** What a missing value is counted as: no referrer is a direct visit. */
export const MISSING_VALUE: Record<Dimension, string> = {
  referrer: 'Direct',
  country: 'Unknown',
  device: 'Unknown',
  browser: 'Unknown',
  os: 'Unknown',
};

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
