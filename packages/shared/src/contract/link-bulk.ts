import { z } from 'zod';
import { LINK_BULK_MAX } from '../links.js';
import { KNOWN_FIELDS_ONLY } from './api-v1.js';
import {
  LinkForwardFields,
  LinkLabelFields,
  LinkOptionFields,
  LinkView,
  LinkWorkspace,
  ListLinksQuery,
} from './links.js';

/**
 * Bulk changes: many links of a workspace, named by `ids` or by the list's `filter`, get
 * the same `set` or are deleted, each on its own (a result per link). `domain` is the
 * link's short domain, as in a link's update.
 */

const linkIds = z
  .array(z.string({ error: 'ids must be a list of link ids' }).min(1).max(100), {
    error: 'ids must be a list of link ids',
  })
  .min(1, 'ids must name at least one link')
  .max(LINK_BULK_MAX, `ids: at most ${LINK_BULK_MAX.toLocaleString('en-US')} links at a time`);

/** GET /api/links' filter, as JSON: archived is a boolean here. */
export const LinkBulkFilter = z.strictObject(
  {
    search: ListLinksQuery.shape.search,
    tag: ListLinksQuery.shape.tag,
    folder_id: ListLinksQuery.shape.folder_id,
    archived: z.boolean({ error: 'filter.archived must be true or false' }).optional(),
  },
  KNOWN_FIELDS_ONLY,
);
export type LinkBulkFilter = z.input<typeof LinkBulkFilter>;

/** The fields a bulk change may set, with the meaning they have on one link. */
export const LinkBulkSet = z
  .strictObject(
    {
      folder_id: LinkLabelFields.folder_id,
      tags: LinkLabelFields.tags,
      archived: LinkLabelFields.archived,
      domain: z.string({ error: 'domain must be a short domain' }).max(300).optional(),
      ...LinkForwardFields,
      expires_at: LinkOptionFields.expires_at,
      max_clicks: LinkOptionFields.max_clicks,
      expired_url: LinkOptionFields.expired_url,
    },
    KNOWN_FIELDS_ONLY,
  )
  .refine((set) => Object.values(set).some((value) => value !== undefined), {
    message:
      'Nothing to change: set folder_id, tags, archived, domain, forward_query, query_precedence, expires_at, max_clicks or expired_url',
  });
export type LinkBulkSet = z.input<typeof LinkBulkSet>;
export type LinkBulkSetValues = z.output<typeof LinkBulkSet>;

const EITHER_IDS_OR_FILTER = [
  (body: { ids?: unknown; filter?: unknown }) =>
    (body.ids === undefined) !== (body.filter === undefined),
  { message: 'Send either ids or filter (not both)' },
] as const;

const which = { ids: linkIds.optional(), filter: LinkBulkFilter.optional() };

/** PATCH /api/v1/links/bulk. */
export const ApiBulkUpdateBody = z
  .strictObject({ ...which, set: LinkBulkSet }, KNOWN_FIELDS_ONLY)
  .refine(...EITHER_IDS_OR_FILTER);
export type ApiBulkUpdateBody = z.input<typeof ApiBulkUpdateBody>;

/** DELETE /api/v1/links/bulk. */
export const ApiBulkDeleteBody = z
  .strictObject(which, KNOWN_FIELDS_ONLY)
  .refine(...EITHER_IDS_OR_FILTER);
export type ApiBulkDeleteBody = z.input<typeof ApiBulkDeleteBody>;

/** PATCH /api/links/bulk: the same, in the workspace `organization_id` names. */
export const BulkUpdateLinksBody = z
  .object({ ...LinkWorkspace.shape, ...which, set: LinkBulkSet })
  .refine(...EITHER_IDS_OR_FILTER);
export type BulkUpdateLinksBody = z.input<typeof BulkUpdateLinksBody>;

/** DELETE /api/links/bulk. */
export const BulkDeleteLinksBody = z
  .object({ ...LinkWorkspace.shape, ...which })
  .refine(...EITHER_IDS_OR_FILTER);
export type BulkDeleteLinksBody = z.input<typeof BulkDeleteLinksBody>;

const ItemError = z.object({ error: z.string(), code: z.string() });

/** One result per link, in the order of `ids` (of the list, for a filter). */
export const BulkUpdateLinksReply = z.object({
  results: z.array(
    z.union([
      z.object({ id: z.string(), ok: z.literal(true), link: LinkView }),
      z.object({ id: z.string(), ok: z.literal(false), error: ItemError }),
    ]),
  ),
  changed: z.number(),
  failed: z.number(),
});
export type BulkUpdateLinksReply = z.infer<typeof BulkUpdateLinksReply>;

export const BulkDeleteLinksReply = z.object({
  results: z.array(
    z.union([
      z.object({ id: z.string(), ok: z.literal(true) }),
      z.object({ id: z.string(), ok: z.literal(false), error: ItemError }),
    ]),
  ),
  deleted: z.number(),
  failed: z.number(),
});
export type BulkDeleteLinksReply = z.infer<typeof BulkDeleteLinksReply>;
