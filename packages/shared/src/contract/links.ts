import { z } from 'zod';
import { FOLDER_MESSAGES, LINK_NOTES_MAX } from '../link-folders.js';
import { LINK_TAGS_MAX, LINK_TITLE_MAX, TAG_NAME_MAX, tagNameProblem } from '../link-tags.js';
import {
  BULK_DELETE_MAX,
  LINK_HEALTH_STATUSES,
  LINK_PAGE_MAX,
  LINK_PASSWORD_MAX,
  LINK_PASSWORD_MIN,
  LINK_SORTS,
  MAX_CLICK_LIMIT,
  MAX_GEO_TARGETS,
  QUERY_PRECEDENCES,
  REDIRECT_TYPES,
} from '../links.js';
import { RedirectRuleSchema, RedirectRules } from './redirect-rules.js';
import { organizationId } from './workspace.js';

/**
 * The links API: shorten, code availability, short domains and the dashboard's link
 * manager. A destination's length and form are judged by `destinationProblem`, on both
 * sides, so a refusal carries the spec's words rather than a schema's.
 */

const code = z.string().max(200);

/**
 * The team a web call acts in (spec 000 §7's `organization_id`): its links, with the
 * member's role. Absent or null: the caller's personal workspace. An API key acts in its
 * own workspace and names none.
 */
const workspaceField = { organization_id: organizationId.optional().nullable() };

/** GET /api/links/:id's query and DELETE /api/links/:id's body: the link's workspace. */
export const LinkWorkspace = z.object(workspaceField);
export type LinkWorkspace = z.input<typeof LinkWorkspace>;

export const RedirectType = z.union(
  REDIRECT_TYPES.map((type) => z.literal(type)),
  { error: `redirect_type must be one of ${REDIRECT_TYPES.join(', ')}` },
);
export type RedirectType = z.infer<typeof RedirectType>;
const linkId = z.string().min(1).max(100);

const optionUrl = z.string({ error: 'must be a URL' }).trim().max(4096);

/**
 * A link's options, premium or higher; null clears a setting. Expiry: at a
 * moment (ISO 8601 with its offset, so the user's time zone is kept), after a number of
 * clicks, or both; afterwards visitors go to `expired_url` when set, else see a 'Link
 * expired' page (410). The moment must be in the future and the URL is judged like a
 * destination: the server checks both. `password`: visitors type it on our page first.
 * `rules`: ordered redirect rules (device, OS, browser, language, country, query, address,
 * time), the first whose conditions all hold deciding the destination. `ios_url`,
 * `android_url` and `geo_targets` are kept as shorthands for the rules they stand for (a
 * device rule, a country rule each): setting one replaces its rule.
 */
export const LinkOptionFields = {
  expires_at: z.iso
    .datetime({
      offset: true,
      error: 'expires_at must be a date and time, e.g. 2030-01-31T18:00:00+01:00',
    })
    .nullable()
    .optional(),
  max_clicks: z
    .number({ error: 'max_clicks must be a number' })
    .int('max_clicks must be a whole number')
    .min(1, 'max_clicks must be at least 1')
    .max(MAX_CLICK_LIMIT, `max_clicks must be at most ${MAX_CLICK_LIMIT.toLocaleString('en-US')}`)
    .nullable()
    .optional(),
  expired_url: z.string().trim().max(4096).nullable().optional(),
  password: z
    .string({ error: 'password must be text' })
    .min(LINK_PASSWORD_MIN, `password must be at least ${LINK_PASSWORD_MIN} characters`)
    .max(LINK_PASSWORD_MAX, `password must be at most ${LINK_PASSWORD_MAX} characters`)
    .nullable()
    .optional(),
  rules: RedirectRules.nullable().optional(),
  ios_url: optionUrl.nullable().optional(),
  android_url: optionUrl.nullable().optional(),
  geo_targets: z
    .record(
      z.string().regex(/^[A-Z]{2}$/, 'geo_targets: name countries by two-letter codes such as DE'),
      optionUrl,
      { error: 'geo_targets must map two-letter country codes (such as DE) to URLs' },
    )
    .refine((targets) => Object.keys(targets).length <= MAX_GEO_TARGETS, {
      message: `geo_targets: at most ${MAX_GEO_TARGETS} countries`,
    })
    .nullable()
    .optional(),
  /** What link previews (chat apps, social networks) show, served to their bots only. */
  og_title: z.string().trim().max(200, 'og_title: at most 200 characters').nullable().optional(),
  og_description: z
    .string()
    .trim()
    .max(500, 'og_description: at most 500 characters')
    .nullable()
    .optional(),
  og_image: optionUrl.nullable().optional(),
  /** The destination is not told which page the visitor came from (Referrer-Policy). */
  no_referrer: z.boolean({ error: 'no_referrer must be true or false' }).optional(),
  /** Link health: a daily check of the destination, its owner mailed once when it breaks. */
  health_check: z.boolean({ error: 'health_check must be true or false' }).nullable().optional(),
};
const tagName = z
  .string({ error: 'tags must be a list of names' })
  .trim()
  .superRefine((name, issue) => {
    const problem = tagNameProblem(name);
    if (problem) issue.addIssue({ code: 'custom', message: `tags: ${problem}` });
  });

/**
 * A link's title, tags, folder, notes and archive flag, on any plan: they only organise a
 * workspace's own links and change nothing for visitors. `title`: null or blank clears it. `tags`: the link's whole
 * set of names (it replaces the old one; [] removes all); a new name creates the tag, and
 * names that differ only in case are one tag.
 */
export const LinkLabelFields = {
  title: z
    .string({ error: 'title must be text' })
    .trim()
    .max(LINK_TITLE_MAX, `title: at most ${LINK_TITLE_MAX} characters`)
    .nullable()
    .optional(),
  tags: z
    .array(tagName, { error: 'tags must be a list of names' })
    .max(LINK_TAGS_MAX, `tags: at most ${LINK_TAGS_MAX} per link`)
    .optional(),
  /** A folder of the link's workspace (GET /api/folders); null takes the link out of its folder. */
  folder_id: z.string({ error: 'folder_id must be a folder id' }).max(100).nullable().optional(),
  /** Plain text for the people who manage the link, never shown to visitors; blank clears. */
  notes: z
    .string({ error: 'notes must be text' })
    .trim()
    .max(LINK_NOTES_MAX, FOLDER_MESSAGES.notesTooLong)
    .nullable()
    .optional(),
  /** Hidden from the default list; an archived link still redirects. */
  archived: z.boolean({ error: 'archived must be true or false' }).optional(),
};
const LinkLabels = z.object(LinkLabelFields);
export type LinkLabelValues = z.output<typeof LinkLabels>;

/**
 * Query forwarding, on any plan (Dub and Shlink forward by default): the visitor's query
 * string is merged into the destination's. Absent on a new link: its domain's default.
 * `query_precedence`: whose parameter wins when both name it (the destination's unless
 * the link says `visitor`).
 */
export const LinkForwardFields = {
  forward_query: z.boolean({ error: 'forward_query must be true or false' }).optional(),
  query_precedence: z
    .enum(QUERY_PRECEDENCES, {
      error: `query_precedence must be one of ${QUERY_PRECEDENCES.join(', ')}`,
    })
    .optional(),
};
const LinkForward = z.object(LinkForwardFields);
export type LinkForwardValues = z.output<typeof LinkForward>;

/** The option fields' names, and their values once parsed, for the server's verbs. */
export const LINK_OPTION_NAMES = Object.keys(LinkOptionFields) as (keyof typeof LinkOptionFields)[];
const LinkOptions = z.object(LinkOptionFields);
export type LinkOptionValues = z.output<typeof LinkOptions>;

/**
 * POST /api/shorten (spec 000 §7), in the caller's personal workspace or the team
 * `organization_id` names. `user_id` may only name the signed-in user.
 */
export const ShortenBody = z.object({
  full_url: z.string({ error: 'full_url is required' }).trim().min(1, 'full_url is required'),
  short_url: code.optional().nullable(),
  user_id: z.string().max(100).optional().nullable(),
  use_custom_domain: z.boolean().optional(),
  /** Which verified custom domain, when the user has several (the first verified otherwise). */
  custom_domain_id: z.string().max(100).optional().nullable(),
  /** One of the configured short domains (spec 000 §1); absent means the first. */
  domain: z.string().max(300).optional().nullable(),
  check_only: z.boolean().optional(),
  ...workspaceField,
  /** Link options, premium or higher (the enhanced shortener at /create). */
  redirect_type: RedirectType.optional(),
  ...LinkOptionFields,
  ...LinkLabelFields,
  ...LinkForwardFields,
});
export type ShortenBody = z.input<typeof ShortenBody>;

export const ShortenCreated = z.object({
  shortened_url: z.string(),
  short_code: z.string(),
  id: z.string(),
});
export type ShortenCreated = z.infer<typeof ShortenCreated>;

/** A dry run (`check_only`) answers whether the code could be created. */
export const ShortenReply = z.union([ShortenCreated, z.object({ available: z.literal(true) })]);
export type ShortenReply = z.infer<typeof ShortenReply>;

export const AvailabilityBody = z.object({ short_url: code.default('') });
export type AvailabilityBody = z.input<typeof AvailabilityBody>;
export const AvailabilityReply = z.object({ available: z.boolean(), error: z.string().optional() });
export type AvailabilityReply = z.infer<typeof AvailabilityReply>;

export const ShortDomainsReply = z.object({
  /** Where new links are created, as a link shows it (`kurz.link`, or `localhost:8080`). */
  default_domain: z.string(),
  domains: z.array(z.string()),
  /** Whether POST /api/links/title may be asked (the server fetches destinations). */
  fetches_titles: z.boolean(),
  /** Those of `domains` whose new links forward no query string unless they say so. */
  no_query_forwarding: z.array(z.string()),
});
export type ShortDomainsReply = z.infer<typeof ShortDomainsReply>;

export const RedirectQuery = z.object({ code: code.optional() });
export const RedirectReply = z.object({ redirect: z.literal(true), url: z.string() });

export const ListLinksQuery = z.object({
  ...workspaceField,
  /** Matches the code, the destination and the title. */
  search: z.string().max(200, 'search: at most 200 characters').optional(),
  /** Only links with this tag (its name, any case). */
  tag: z.string().max(TAG_NAME_MAX, `tag: at most ${TAG_NAME_MAX} characters`).optional(),
  /** Only links in this folder; `none`: only links in no folder. */
  folder_id: z.string().max(100, 'folder_id: at most 100 characters').optional(),
  /** `true`: only archived links; absent or `false`: only the others. */
  archived: z
    .enum(['true', 'false'], { error: 'archived must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  sort: z.enum(LINK_SORTS, { error: 'sort must be newest or clicks' }).default('newest'),
  cursor: z.string().max(500).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(LINK_PAGE_MAX, `limit must be at most ${LINK_PAGE_MAX}`)
    .default(25),
});
export type ListLinksQuery = z.input<typeof ListLinksQuery>;

export const LinkIdParams = z.object({ id: linkId });

export const linkUpdateFields = {
  full_url: z.string().trim().min(1, 'full_url is required').optional(),
  short_url: code.optional(),
  redirect_type: RedirectType.optional(),
  /** A configured short domain, or one of the workspace's verified custom domains. */
  domain: z.string().max(300).optional(),
  ...LinkOptionFields,
  ...LinkLabelFields,
  ...LinkForwardFields,
};
export const changesSomething = [
  (body: Record<string, unknown>) =>
    Object.entries(body).some(([name, value]) => name !== 'organization_id' && value !== undefined),
  {
    message:
      'Nothing to change: send full_url, short_url, redirect_type, domain, title, tags, folder_id, notes, archived, forward_query or a link option',
  },
] as const;

/** What to change of a link: PATCH /api/v1/links/:id, and PUT /api/team-urls' `fields`. */
export const LinkUpdateFields = z.object(linkUpdateFields).refine(...changesSomething);
export type LinkUpdateFields = z.input<typeof LinkUpdateFields>;
export type LinkUpdateValues = z.output<typeof LinkUpdateFields>;

/** PATCH /api/links/:id: the same, of a link of the workspace `organization_id` names. */
export const UpdateLinkBody = z
  .object({ ...linkUpdateFields, ...workspaceField })
  .refine(...changesSomething);
export type UpdateLinkBody = z.input<typeof UpdateLinkBody>;

export const BulkDeleteBody = z.object({
  ...workspaceField,
  ids: z
    .array(linkId, { error: 'ids must be a list of link ids' })
    .min(1, 'ids must name at least one link')
    .max(BULK_DELETE_MAX, `ids: at most ${BULK_DELETE_MAX} links at a time`),
});
export type BulkDeleteBody = z.input<typeof BulkDeleteBody>;
export const DeleteLinksReply = z.object({ deleted: z.number() });
export type DeleteLinksReply = z.infer<typeof DeleteLinksReply>;

/** A daily destination check's result: `detail` is `200`, `404`, `DNS name not found`… */
export const LinkHealth = z.object({
  status: z.enum(LINK_HEALTH_STATUSES),
  detail: z.string(),
  /** When it was checked (ISO 8601). */
  checked_at: z.string(),
});
export type LinkHealth = z.infer<typeof LinkHealth>;

/**
 * A link as the dashboard reads it (GET /api/links, GET and PATCH /api/links/:id); field
 * names follow spec 001 §3's URL record, plus its all-time clicks.
 */
export const LinkView = z.object({
  id: z.string(),
  /** The code. */
  short_url: z.string(),
  full_url: z.string(),
  /** The whole short link, scheme and host included. */
  short_link: z.string(),
  domain: z.string(),
  custom_domain: z.string().nullable(),
  custom_domain_id: z.string().nullable(),
  redirect_type: RedirectType,
  created_at: z.string(),
  updated_at: z.string(),
  clicks: z.number(),
  /** Taken down by an admin: the short link answers 451. */
  is_disabled: z.boolean(),
  /** When it expires (ISO 8601), null for never. */
  expires_at: z.string().nullable(),
  /** The clicks it forwards before it expires, null for no limit… */
  max_clicks: z.number().nullable(),
  /** …and how many of those are left. */
  clicks_left: z.number().nullable(),
  /** Where visitors go once it has expired; null: a 'Link expired' page. */
  expired_url: z.string().nullable(),
  /** Visitors type a password first (the password itself is never shown). */
  has_password: z.boolean(),
  /** Ordered redirect rules; null for none. */
  rules: z.array(RedirectRuleSchema).nullable(),
  /** Where iPhone/iPad and Android visitors go instead (its device rule); null: none. */
  ios_url: z.string().nullable(),
  android_url: z.string().nullable(),
  /** Destinations by the visitor's country (its one-country rules); null for none. */
  geo_targets: z.record(z.string(), z.string()).nullable(),
  /** The social preview served to link-preview bots; null for the destination's own. */
  og_title: z.string().nullable(),
  og_description: z.string().nullable(),
  og_image: z.string().nullable(),
  /** Its redirect tells the browser to send the destination no referrer. */
  no_referrer: z.boolean(),
  /** The visitor's query string goes on to the destination… */
  forward_query: z.boolean(),
  /** …and on a clash of names, this side's parameter wins. */
  query_precedence: z.enum(QUERY_PRECEDENCES),
  /** The destination's page title, fetched or typed; null for none. */
  title: z.string().nullable(),
  /** Its tags' names, alphabetically. */
  tags: z.array(z.string()),
  /** Its folder (GET /api/folders); null for none. */
  folder_id: z.string().nullable(),
  /** Its notes (plain text); null for none. */
  notes: z.string().nullable(),
  /** Hidden from the default list; it still redirects. */
  archived: z.boolean(),
  /** Opted into the daily destination check (link health). */
  health_check: z.boolean(),
  /** The last check's result; null until first checked (or while not opted in). */
  health: LinkHealth.nullable(),
  /** Who created it: a team member may edit and delete only their own (canTeam's `own`). */
  created_by: z.string().nullable().optional(),
  /** Clicks the shortener it was imported from counted; never part of Kurz's own. */
  imported_clicks: z.number().nullable().optional(),
  /** When that shortener made it (ISO 8601); null for a link made here. */
  imported_created_at: z.string().nullable().optional(),
});
export type LinkView = z.infer<typeof LinkView>;

/** One page of GET /api/links (and of a team's, /api/team-urls). */
export const LinkPage = z.object({
  links: z.array(LinkView),
  /** Pass back as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
  /** All the workspace's links, whatever the search, folder or archive filter. */
  total: z.number(),
});
export type LinkPage = z.infer<typeof LinkPage>;

/** GET /api/tags: the workspace's tags (a team's with `organization_id`) for the filter. */
export const TagsQuery = z.object(workspaceField);
export type TagsQuery = z.input<typeof TagsQuery>;
export const TagView = z.object({
  id: z.string(),
  name: z.string(),
  /** How many of the workspace's links carry it. */
  links: z.number(),
});
export type TagView = z.infer<typeof TagView>;
export const TagsReply = z.object({ tags: z.array(TagView) });
export type TagsReply = z.infer<typeof TagsReply>;

/** POST /api/links/title: a destination's page title (DESTINATION_PROBE=on only). */
export const LinkTitleBody = z.object({
  url: z.string({ error: 'url is required' }).trim().min(1, 'url is required').max(4096),
});
export type LinkTitleBody = z.input<typeof LinkTitleBody>;
/** Null whenever no title could be read: the page is missing, not HTML, or has none. */
export const LinkTitleReply = z.object({ title: z.string().nullable() });
export type LinkTitleReply = z.infer<typeof LinkTitleReply>;
