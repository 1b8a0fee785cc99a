/**
 * The breakdowns kept per scope and hour or day, and the click column each reads. `link`
 * gives a user's top links from a few hundred rows; in a link's own scope it is one value.
 */
export const DIMENSIONS = {
  link: 'link_id',
  referrer: 'referrer_host',
  country: 'country',
  device: 'device',
  browser: 'browser',
  os: 'os',
} as const;

export type Dimension = keyof typeof DIMENSIONS;

/** What a missing value is counted as: no referrer is a direct visit. */
export const MISSING_VALUE: Record<Dimension, string> = {
  link: 'Unknown',
  referrer: 'Direct',
  country: 'Unknown',
  device: 'Unknown',
  browser: 'Unknown',
  os: 'Unknown',
};

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
