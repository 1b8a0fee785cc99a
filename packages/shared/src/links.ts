/** How GET /api/links orders a user's links. */
export const LINK_SORTS = ['newest', 'clicks'] as const;
export type LinkSort = (typeof LINK_SORTS)[number];

/**
 * A link as the dashboard reads it (GET /api/links, GET and PATCH /api/links/:id); field
 * names follow spec 001 §3's URL record, plus its all-time clicks.
 */
export interface LinkView {
  id: string;
  /** The code. */
  short_url: string;
  full_url: string;
  /** The whole short link, scheme and host included. */
  short_link: string;
  domain: string;
  custom_domain: string | null;
  custom_domain_id: string | null;
  redirect_type: number;
  created_at: string;
  updated_at: string;
  clicks: number;
}

/** One page of GET /api/links. */
export interface LinkPage {
  links: LinkView[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
  /** All the user's personal links, whatever the search. */
  total: number;
}
