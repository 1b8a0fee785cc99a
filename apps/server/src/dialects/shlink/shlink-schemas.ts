import { LinkLabelFields, MAX_CLICK_LIMIT } from '@kurz/shared';
import { z } from 'zod';

/**
 * Shlink's v3 request shapes, by Shlink's names (its API spec), for the fields Kurz has.
 * Fields Shlink has and Kurz does not are parsed too, so that their refusal names them.
 */

/** The most items a page holds here; Shlink's "all items" is answered in pages this size. */
export const SHLINK_PAGE_MAX = 5000;

const moment = (name: string) =>
  z
    .string({ error: `${name} must be an ISO 8601 date` })
    .max(100)
    .refine((text) => !Number.isNaN(Date.parse(text)), `${name} must be an ISO 8601 date`);

const page = z.coerce
  .number({ error: 'page must be a number' })
  .int('page must be a whole number')
  .min(1, 'page must be at least 1')
  .max(1_000_000, 'page must be at most 1000000')
  .default(1);

const itemsPerPage = (fallback: number) =>
  z.coerce
    .number({ error: 'itemsPerPage must be a number' })
    .int('itemsPerPage must be a whole number')
    .min(1, 'itemsPerPage must be at least 1')
    .max(SHLINK_PAGE_MAX, `itemsPerPage must be at most ${SHLINK_PAGE_MAX}`)
    .default(fallback);

const tagList = z
  .union([z.string().max(100), z.array(z.string().max(100)).max(50)])
  .transform((value) => [value].flat())
  .optional();

const flag = z.enum(['true', 'false'], { error: 'must be true or false' }).optional();

export const ShortCodeParams = z.object({ shortCode: z.string().min(1).max(200) });
export const DomainQuery = z.object({ domain: z.string().max(300).optional() });

export const SHORT_URL_ORDERS = [
  'dateCreated',
  'shortCode',
  'longUrl',
  'title',
  'visits',
  'nonBotVisits',
] as const;

export const ListShortUrlsQuery = z.object({
  page,
  itemsPerPage: itemsPerPage(10),
  searchTerm: z.string().max(200, 'searchTerm: at most 200 characters').optional(),
  tags: tagList,
  'tags[]': tagList,
  tagsMode: z.enum(['any', 'all'], { error: 'tagsMode must be any or all' }).default('any'),
  orderBy: z
    .enum(
      SHORT_URL_ORDERS.flatMap((field) => [`${field}-ASC`, `${field}-DESC`]) as [
        string,
        ...string[],
      ],
      { error: `orderBy must be one of ${SHORT_URL_ORDERS.join(', ')} with -ASC or -DESC` },
    )
    .optional(),
  startDate: moment('startDate').optional(),
  endDate: moment('endDate').optional(),
  excludeMaxVisitsReached: flag,
  excludePastValidUntil: flag,
  domain: z.string().max(300).optional(),
  excludeTags: tagList,
  'excludeTags[]': tagList,
  excludeTagsMode: z.string().max(10).optional(),
  apiKeyName: z.string().max(200).optional(),
});

/** What a short URL's settings may hold, on creation and on edit alike. */
const editable = {
  title: LinkLabelFields.title,
  tags: LinkLabelFields.tags,
  validSince: moment('validSince').nullable().optional(),
  validUntil: moment('validUntil').nullable().optional(),
  maxVisits: z
    .number({ error: 'maxVisits must be a number' })
    .int('maxVisits must be a whole number')
    .min(1, 'maxVisits must be at least 1')
    .max(MAX_CLICK_LIMIT, `maxVisits must be at most ${MAX_CLICK_LIMIT}`)
    .nullable()
    .optional(),
  crawlable: z.boolean({ error: 'crawlable must be true or false' }).optional(),
  forwardQuery: z.boolean({ error: 'forwardQuery must be true or false' }).optional(),
  deviceLongUrls: z.record(z.string().max(20), z.string().max(4096).nullable()).optional(),
};

const longUrl = z
  .string({ error: 'longUrl is required' })
  .trim()
  .min(1, 'longUrl is required')
  .max(4096, 'longUrl: at most 4096 characters');

export const CreateShortUrlBody = z.object({
  longUrl,
  customSlug: z.string({ error: 'customSlug must be text' }).max(200).optional(),
  findIfExists: z.boolean({ error: 'findIfExists must be true or false' }).optional(),
  domain: z.string({ error: 'domain must be text' }).max(300).optional(),
  shortCodeLength: z.number({ error: 'shortCodeLength must be a number' }).optional(),
  pathPrefix: z.string({ error: 'pathPrefix must be text' }).max(200).optional(),
  ...editable,
});
export type CreateShortUrlBody = z.output<typeof CreateShortUrlBody>;

export const EditShortUrlBody = z.object({ longUrl: longUrl.optional(), ...editable });
export type EditShortUrlBody = z.output<typeof EditShortUrlBody>;

export const VisitsQuery = z.object({
  domain: z.string().max(300).optional(),
  page,
  itemsPerPage: itemsPerPage(SHLINK_PAGE_MAX),
  startDate: moment('startDate').optional(),
  endDate: moment('endDate').optional(),
  excludeBots: flag,
});

export const TagsQuery = z.object({
  page,
  itemsPerPage: itemsPerPage(SHLINK_PAGE_MAX),
  searchTerm: z.string().max(200).optional(),
  orderBy: z.string().max(40).optional(),
});

/**
 * The fields Shlink has that Kurz does not, when a request asks for them: each is named in
 * an invalid-data refusal rather than silently ignored. Their off values pass (a client
 * that sends every field sends them).
 */
export function unsupportedFields(body: Partial<CreateShortUrlBody>): string[] {
  const asked: [string, boolean][] = [
    ['validSince', body.validSince != null],
    ['shortCodeLength', body.shortCodeLength !== undefined],
    ['pathPrefix', Boolean(body.pathPrefix)],
    ['crawlable', body.crawlable === true],
    ['forwardQuery', body.forwardQuery === true],
    ['deviceLongUrls', Object.values(body.deviceLongUrls ?? {}).some(Boolean)],
  ];
  return asked.filter(([, isAsked]) => isAsked).map(([name]) => name);
}
