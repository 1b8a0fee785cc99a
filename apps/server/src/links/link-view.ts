import type { LinkView } from '@kurz/shared';
import type { Ctx } from '../context.js';
import type { Link } from '../db/schema.js';
import { targetingView } from './legacy-targeting.js';
import { shortLinkFor } from './short-url.js';

/** A link as its owner sees it, with its tags' names; disabled when an admin took it down or its destination is blocked. */
export function toLinkView(
  { config, blocklist }: Pick<Ctx, 'config' | 'blocklist'>,
  link: Link,
  clicks: number,
  tags: readonly string[],
): LinkView {
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
    is_disabled: link.disabled_at !== null || blocklist.blocks(link.url),
    expires_at: link.expires_at === null ? null : new Date(Number(link.expires_at)).toISOString(),
    max_clicks: link.max_clicks,
    clicks_left:
      link.max_clicks === null ? null : Math.max(0, link.max_clicks - Number(link.clicks_counted)),
    expired_url: link.expired_url,
    has_password: link.password_hash !== null,
    ...targetingView(link.redirect_rules),
    og_title: link.og_title,
    og_description: link.og_description,
    og_image: link.og_image,
    no_referrer: Number(link.no_referrer) === 1,
    forward_query: Number(link.forward_query) === 1,
    query_precedence: link.query_precedence,
    title: link.title,
    tags: [...tags],
    folder_id: link.folder_id,
    notes: link.notes,
    archived: link.archived_at !== null,
    health_check: Boolean(link.health_check),
    health:
      link.health_status === null || link.health_checked_at === null
        ? null
        : {
            status: link.health_status,
            detail: link.health_detail ?? '',
            checked_at: new Date(Number(link.health_checked_at)).toISOString(),
          },
    created_by: link.user_id,
    imported_clicks: link.imported_clicks === null ? null : Number(link.imported_clicks),
    imported_created_at:
      link.imported_created_at === null
        ? null
        : new Date(Number(link.imported_created_at)).toISOString(),
  };
}

/** A deleted link as its `link.deleted` event shows it: no click count, its tags gone with it. */
export function deletedLinkView(
  ctx: Pick<Ctx, 'config' | 'blocklist'>,
  link: Link,
): Omit<LinkView, 'clicks'> {
  const { clicks: _clicks, ...rest } = toLinkView(ctx, link, 0, []);
  return rest;
}
