/**
 * Links' plain limits and choices, apart from the schemas in contract/links.ts: screens
 * that only need a number or a list do not load the schema library for it.
 */

/** How GET /api/links orders a user's links. */
export const LINK_SORTS = ['newest', 'clicks'] as const;
export type LinkSort = (typeof LINK_SORTS)[number];

export const REDIRECT_TYPES = [301, 302, 307, 308] as const;

/**
 * Query forwarding: whose parameter wins when the visitor's query string and the
 * destination's name the same one. The destination's, unless a link says otherwise.
 */
export const QUERY_PRECEDENCES = ['destination', 'visitor'] as const;
export type QueryPrecedence = (typeof QUERY_PRECEDENCES)[number];
export const LINK_PAGE_MAX = 100;
export const BULK_DELETE_MAX = 500;
/** Links one bulk change or delete reaches, by ids or by a filter. */
export const LINK_BULK_MAX = 1000;

/** The highest click limit a link may have. */
export const MAX_CLICK_LIMIT = 1_000_000_000;

export const LINK_PASSWORD_MIN = 4;
export const LINK_PASSWORD_MAX = 128;
export const MAX_GEO_TARGETS = 50;

export const LINK_HEALTH_STATUSES = ['ok', 'broken'] as const;
