import type { Config } from '../config.js';
import type { Link } from '../db/schema.js';
import { shortLinkFor } from './short-url.js';

/** A link as the dashboard reads it; field names follow spec 001 §3's URL record. */
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

export function toLinkView(config: Config, link: Link, clicks: number): LinkView {
  return {
    id: link.id,
    short_url: link.code,
    full_url: link.url,
    short_link: shortLinkFor(config, link),
    domain: link.domain,
    custom_domain: link.custom_domain_id ? link.domain : null,
    custom_domain_id: link.custom_domain_id,
    redirect_type: link.redirect_type,
    created_at: new Date(Number(link.created_at)).toISOString(),
    updated_at: new Date(Number(link.updated_at)).toISOString(),
    clicks,
  };
}
