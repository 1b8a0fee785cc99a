import { LINK_TITLE_MAX } from '@kurz/shared';
import { z } from 'zod';

/** Bitly's request shapes; Kurz checks the URL and tags as for every link. */
const longUrl = z
  .string({ error: 'long_url is required' })
  .trim()
  .min(1, 'long_url is required')
  .max(8192, 'long_url is too long');
const domain = z.string({ error: 'domain must be text' }).trim().toLowerCase().max(300);
const groupGuid = z.string({ error: 'group_guid must be text' }).trim().max(100);
const title = z
  .string({ error: 'title must be text' })
  .max(LINK_TITLE_MAX, `title: at most ${LINK_TITLE_MAX} characters`);
const tags = z.array(z.string().max(100), { error: 'tags must be a list of names' }).max(50);
const deeplinks = z.array(z.unknown()).max(0, 'Kurz keeps no deeplinks: send an empty list');

export const BitlyShortenBody = z.object({
  long_url: longUrl,
  domain: domain.optional(),
  group_guid: groupGuid.optional(),
});
export type BitlyShortenBody = z.output<typeof BitlyShortenBody>;

export const BitlyCreateBody = BitlyShortenBody.extend({
  title: title.optional(),
  tags: tags.optional(),
  deeplinks: deeplinks.optional(),
});
export type BitlyCreateBody = z.output<typeof BitlyCreateBody>;

export const BitlyUpdateBody = z.object({
  long_url: longUrl.optional(),
  title: title.optional(),
  tags: tags.optional(),
  archived: z
    .literal(false, { error: 'Kurz does not archive links: delete it instead' })
    .optional(),
  deeplinks: deeplinks.optional(),
});
export type BitlyUpdateBody = z.output<typeof BitlyUpdateBody>;

export const BitlyExpandBody = z.object({
  bitlink_id: z.string({ error: 'bitlink_id is required' }).trim().min(1).max(400),
});

/** A bitlink in the path: `kurz.link/abc123`, sent as two segments or as one, `%2F` encoded. */
export const BitlinkParams = z.object({ bitlink: z.string().min(1).max(400) });
export const BitlinkPartsParams = z.object({
  bitlink: z.string().min(1).max(300),
  code: z.string().min(1).max(200),
});

export const BitlyClicksQuery = z.object({
  unit: z
    .enum(['minute', 'hour', 'day', 'week', 'month'], {
      error: 'unit must be minute, hour, day, week or month',
    })
    .default('day'),
  units: z.coerce
    .number({ error: 'units must be a whole number' })
    .int()
    .min(-1)
    .max(1000)
    .default(-1),
  unit_reference: z.string().max(40).optional(),
});
export type BitlyClicksQuery = z.output<typeof BitlyClicksQuery>;
