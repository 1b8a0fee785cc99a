/** How GET /api/links orders a user's links. */
export const LINK_SORTS = ['newest', 'clicks'] as const;
export type LinkSort = (typeof LINK_SORTS)[number];
