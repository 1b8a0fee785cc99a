import { LINK_SORTS } from '@kurz/shared';
import { z } from 'zod';
import { REDIRECT_TYPES } from './link-rules.js';

export const LINK_PAGE_MAX = 100;
export const BULK_DELETE_MAX = 500;

export const ListLinksQuery = z.object({
  search: z.string().max(200, 'search: at most 200 characters').optional(),
  sort: z.enum(LINK_SORTS, { error: 'sort must be newest or clicks' }).default('newest'),
  cursor: z.string().max(500).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(LINK_PAGE_MAX, `limit must be at most ${LINK_PAGE_MAX}`)
    .default(25),
});

export const LinkIdParams = z.object({ id: z.string().min(1).max(100) });

export const UpdateLinkBody = z
  .object({
    full_url: z.string().trim().min(1, 'full_url is required').max(4096).optional(),
    short_url: z.string().max(200).optional(),
    redirect_type: z
      .union(
        REDIRECT_TYPES.map((type) => z.literal(type)),
        { error: `redirect_type must be one of ${REDIRECT_TYPES.join(', ')}` },
      )
      .optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nothing to change: send full_url, short_url or redirect_type',
  });

export const BulkDeleteBody = z.object({
  ids: z
    .array(z.string().min(1).max(100), { error: 'ids must be a list of link ids' })
    .min(1, 'ids must name at least one link')
    .max(BULK_DELETE_MAX, `ids: at most ${BULK_DELETE_MAX} links at a time`),
});
