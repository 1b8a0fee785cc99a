import type { LinkView } from '@kurz/shared';

/** A link as Kutt API v2 shows one (its `sanitize.link`), made from Kurz's view of it. */
export interface KuttLink {
  id: string;
  address: string;
  banned: boolean;
  created_at: string;
  updated_at: string;
  /** The full short URL. */
  link: string;
  target: string;
  description: string | null;
  password: boolean;
  expire_in: string | null;
  visit_count: number;
}

export function toKuttLink(view: LinkView): KuttLink {
  return {
    id: view.id,
    address: view.short_url,
    banned: view.is_disabled,
    created_at: view.created_at,
    updated_at: view.updated_at,
    link: view.short_link,
    target: view.full_url,
    description: view.title,
    password: view.has_password,
    expire_in: view.expires_at,
    visit_count: view.clicks,
  };
}

/** GET /api/v2/links's answer. */
export interface KuttLinkPage {
  limit: number;
  skip: number;
  total: number;
  data: KuttLink[];
}
