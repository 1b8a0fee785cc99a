import { z } from 'zod';
import { AnalyticsQuery } from './analytics.js';
import {
  LinkLabelFields,
  LinkOptionFields,
  LinkView,
  ListLinksQuery,
  RedirectType,
} from './links.js';
import { QrQuery } from './qr.js';

/** The public REST API (`/api/v1`): bodies that differ from the web app's. */

export const API_BULK_MAX = 100;

/** The key decides the workspace: the web app's team fields have no place in the API. */
export const ApiListLinksQuery = ListLinksQuery.omit({ organization_id: true });
export const ApiAnalyticsQuery = AnalyticsQuery.omit({ org_id: true, organization_id: true });
export const ApiQrQuery = QrQuery.omit({ org_id: true, organization_id: true });

export const ApiCreateLinkBody = z.object({
  full_url: z.string({ error: 'full_url is required' }).trim().min(1, 'full_url is required'),
  /** A custom code; a generated one when absent. */
  short_url: z.string().max(200).optional(),
  /** A configured short domain, or one of the user's verified custom domains. */
  domain: z.string().max(300).optional(),
  redirect_type: RedirectType.optional(),
  ...LinkOptionFields,
  ...LinkLabelFields,
});
export type ApiCreateLinkBody = z.input<typeof ApiCreateLinkBody>;

export const ApiBulkCreateBody = z.object({
  links: z
    .array(ApiCreateLinkBody, { error: 'links must be a list' })
    .min(1, 'links must hold at least one link')
    .max(API_BULK_MAX, `links: at most ${API_BULK_MAX} at a time`),
});
export type ApiBulkCreateBody = z.input<typeof ApiBulkCreateBody>;

export const ApiError = z.object({ error: z.string(), code: z.string() });
export type ApiError = z.infer<typeof ApiError>;

/** One result per item, in order: the link, or why it was not created. */
export const ApiBulkCreateReply = z.object({
  results: z.array(
    z.union([
      z.object({ index: z.number(), ok: z.literal(true), link: LinkView }),
      z.object({ index: z.number(), ok: z.literal(false), error: ApiError }),
    ]),
  ),
  created: z.number(),
  failed: z.number(),
});
export type ApiBulkCreateReply = z.infer<typeof ApiBulkCreateReply>;
