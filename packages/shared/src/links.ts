/**
 * Links' plain limits and choices, apart from the schemas in contract/links.ts: screens
 * that only need a number or a list do not load the schema library for it.
 */

/** How GET /api/links orders a user's links. */
export const LINK_SORTS = ['newest', 'clicks'] as const;
export type LinkSort = (typeof LINK_SORTS)[number];

export const REDIRECT_TYPES = [301, 302, 307, 308] as const;
export const LINK_PAGE_MAX = 100;
export const BULK_DELETE_MAX = 500;

/** The highest click limit a link may have. */
export const MAX_CLICK_LIMIT = 1_000_000_000;

export const LINK_PASSWORD_MIN = 4;
export const LINK_PASSWORD_MAX = 128;
export const MAX_GEO_TARGETS = 50;

export const LINK_HEALTH_STATUSES = ['ok', 'broken'] as const;
