import { z } from 'zod';
import { AnalyticsQuery } from './analytics.js';
import { DomainSettingsFields, SETTINGS_CHANGE_SOMETHING } from './custom-domains.js';
import { CreateImportBody } from './imports.js';
import {
  changesSomething,
  LinkForwardFields,
  LinkLabelFields,
  LinkOptionFields,
  LinkView,
  ListLinksQuery,
  linkUpdateFields,
  RedirectType,
} from './links.js';
import { QrQuery } from './qr.js';

/** The public REST API (`/api/v1`): bodies that differ from the web app's. */

export const API_BULK_MAX = 100;

/**
 * A body's field the API does not know is refused, naming it, rather than dropped: a
 * client sending a newer server's field learns at once that it was not understood.
 */
export const KNOWN_FIELDS_ONLY = {
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === 'unrecognized_keys'
      ? `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`
      : undefined,
};

/** The key decides the workspace: the web app's team fields have no place in the API. */
export const ApiListLinksQuery = ListLinksQuery.omit({ organization_id: true });
export const ApiAnalyticsQuery = AnalyticsQuery.omit({ org_id: true, organization_id: true });
export const ApiQrQuery = QrQuery.omit({ org_id: true, organization_id: true });

export const ApiCreateLinkBody = z.strictObject(
  {
    full_url: z.string({ error: 'full_url is required' }).trim().min(1, 'full_url is required'),
    /** A custom code; a generated one when absent. */
    short_url: z.string().max(200).optional(),
    /** A configured short domain, or one of the user's verified custom domains. */
    domain: z.string().max(300).optional(),
    redirect_type: RedirectType.optional(),
    ...LinkOptionFields,
    ...LinkLabelFields,
    ...LinkForwardFields,
  },
  KNOWN_FIELDS_ONLY,
);
export type ApiCreateLinkBody = z.input<typeof ApiCreateLinkBody>;

export const ApiBulkCreateBody = z.strictObject(
  {
    links: z
      .array(ApiCreateLinkBody, { error: 'links must be a list' })
      .min(1, 'links must hold at least one link')
      .max(API_BULK_MAX, `links: at most ${API_BULK_MAX} at a time`),
  },
  KNOWN_FIELDS_ONLY,
);

/** PATCH /api/v1/links/:id: what to change of a link, known fields only. */
export const ApiLinkUpdateBody = z
  .strictObject(linkUpdateFields, KNOWN_FIELDS_ONLY)
  .refine(...changesSomething);

/** POST /api/v1/domains. */
export const ApiAddDomainBody = z.strictObject({ domain: z.string().max(1000) }, KNOWN_FIELDS_ONLY);
/** PATCH /api/v1/domains/:id. */
export const ApiDomainSettingsBody = z
  .strictObject(DomainSettingsFields, KNOWN_FIELDS_ONLY)
  .refine(...SETTINGS_CHANGE_SOMETHING);
/** POST /api/v1/imports. */
export const ApiCreateImportBody = z.strictObject(CreateImportBody.shape, KNOWN_FIELDS_ONLY);
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
