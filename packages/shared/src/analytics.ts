import { z } from 'zod';

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

const localDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'is not a real date');

/** The body of POST /api/analytics-real (and /api/analytics). */
export const AnalyticsQuery = z
  .object({
    range: z
      .enum(ANALYTICS_RANGES, { error: 'range must be one of 24h, 7d, 30d, 90d, custom, all' })
      .default('7d'),
    /** First and last local day of a custom range, both included. */
    from: localDate.optional(),
    to: localDate.optional(),
    /** The viewer's IANA time zone; buckets and days follow it. */
    time_zone: z.string().max(64).default('UTC'),
    /** Bucket size; chosen from the range when absent. */
    interval: z
      .enum(ANALYTICS_INTERVALS, { error: 'interval must be hour, day or month' })
      .optional(),
    /** One link (drill-down); all of the user's links when absent. */
    link_id: z.string().min(1).max(100).optional(),
    format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).default('json'),
  })
  .strict();
export type AnalyticsQuery = z.input<typeof AnalyticsQuery>;

export interface AnalyticsCount {
  value: string;
  clicks: number;
}

export interface AnalyticsBucket {
  /** Bucket start, UTC epoch milliseconds. */
  start: number;
  /** Bucket start in the viewer's zone: 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD' or 'YYYY-MM'. */
  label: string;
  clicks: number;
  humans: number;
  bots: number;
  visitors: number;
}

export interface AnalyticsTopLink {
  id: string;
  short_url: string;
  url: string;
  clicks: number;
}

export interface AnalyticsReport {
  range: AnalyticsRange;
  interval: AnalyticsInterval;
  time_zone: string;
  /** UTC epoch milliseconds, end excluded. */
  from: number;
  to: number;
  link: { id: string; short_url: string; url: string } | null;
  totals: {
    clicks: number;
    humans: number;
    bots: number;
    unique_visitors: number;
    qr: number;
    direct: number;
  };
  series: AnalyticsBucket[];
  top_links: AnalyticsTopLink[];
  breakdowns: Record<BreakdownDimension, AnalyticsCount[]>;
  /** QR scans versus direct opens. */
  sources: AnalyticsCount[];
}
