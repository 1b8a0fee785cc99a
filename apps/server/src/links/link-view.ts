import type { LinkView } from '@kurz/shared';
import type { Config } from '../config.js';
import type { Link } from '../db/schema.js';
import { shortLinkFor } from './short-url.js';

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
    is_disabled: link.disabled_at !== null,
  };
}
