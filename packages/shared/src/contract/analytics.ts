import { z } from 'zod';
import { ANALYTICS_INTERVALS, ANALYTICS_RANGES, BREAKDOWN_DIMENSIONS } from '../analytics.js';
import { organizationId } from './workspace.js';

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
    /** One link (drill-down); all of the workspace's links when absent. */
    link_id: z.string().min(1).max(100).optional(),
    /** A team's analytics (issue 22); the caller's personal links when absent. */
    org_id: z.string().min(1).max(100).optional(),
    /** The same, in the contract's one spelling. */
    organization_id: organizationId.optional(),
    format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).default('json'),
  })
  .strict();
export type AnalyticsQuery = z.input<typeof AnalyticsQuery>;

export const AnalyticsCount = z.object({ value: z.string(), clicks: z.number() });
export type AnalyticsCount = z.infer<typeof AnalyticsCount>;

export const AnalyticsBucket = z.object({
  /** Bucket start, UTC epoch milliseconds. */
  start: z.number(),
  /** Bucket start in the viewer's zone: 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD' or 'YYYY-MM'. */
  label: z.string(),
  clicks: z.number(),
  humans: z.number(),
  bots: z.number(),
  visitors: z.number(),
});
export type AnalyticsBucket = z.infer<typeof AnalyticsBucket>;

export const AnalyticsTopLink = z.object({
  id: z.string(),
  short_url: z.string(),
  url: z.string(),
  clicks: z.number(),
});
export type AnalyticsTopLink = z.infer<typeof AnalyticsTopLink>;

export const AnalyticsReport = z.object({
  range: z.enum(ANALYTICS_RANGES),
  interval: z.enum(ANALYTICS_INTERVALS),
  time_zone: z.string(),
  /** UTC epoch milliseconds, end excluded. */
  from: z.number(),
  to: z.number(),
  link: z.object({ id: z.string(), short_url: z.string(), url: z.string() }).nullable(),
  totals: z.object({
    clicks: z.number(),
    humans: z.number(),
    bots: z.number(),
    unique_visitors: z.number(),
    qr: z.number(),
    direct: z.number(),
  }),
  series: z.array(AnalyticsBucket),
  top_links: z.array(AnalyticsTopLink),
  breakdowns: z.record(z.enum(BREAKDOWN_DIMENSIONS), z.array(AnalyticsCount)),
  /** QR scans versus direct opens. */
  sources: z.array(AnalyticsCount),
});
export type AnalyticsReport = z.infer<typeof AnalyticsReport>;

/** The JSON answer (`format: 'json'`); `csv` answers a file instead. */
export const AnalyticsReply = z.object({ data: AnalyticsReport });
export type AnalyticsReply = z.infer<typeof AnalyticsReply>;
