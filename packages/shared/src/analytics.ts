/** Analytics texts of spec 000 §8 and spec 001 §8, word for word. */
export const ANALYTICS_MESSAGES = {
  signIn: 'Please sign in to view analytics.',
  upgrade: 'Analytics are available for Premium subscribers. Please upgrade your plan.',
  empty: 'No analytics data available for the selected period.',
  failed: 'Failed to load analytics. Please try again.',
} as const;

export const ANALYTICS_RANGES = ['24h', '7d', '30d', '90d', 'custom', 'all'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const ANALYTICS_INTERVALS = ['hour', 'day', 'month'] as const;
export type AnalyticsInterval = (typeof ANALYTICS_INTERVALS)[number];
export const BREAKDOWN_DIMENSIONS = ['referrer', 'country', 'device', 'browser', 'os'] as const;
export type BreakdownDimension = (typeof BREAKDOWN_DIMENSIONS)[number];
