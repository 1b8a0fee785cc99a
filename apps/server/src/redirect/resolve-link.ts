import type { Ctx } from '../context.js';
import { findRedirectTarget } from '../links/link-repository.js';
import type { CachedLink, LinkCache, Load } from './link-cache.js';
import { compileRules } from './redirect-rules.js';
import { socialPreview } from './social-preview.js';

/** The link of `domain/code`, through the cache; null when there is none. */
export function resolveLink({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { domain: string; code: string };
}): Promise<CachedLink | null> {
  const { domain, code } = input;
  return ctx.linkCache.get(ctx.linkCache.key(domain, code), loaderFor(ctx));
}

/**
 * One loader per cache for every entry, which keeps it to reload them: it holds the
 * database and the blocklist only, not a request's context (its logger and all).
 */
const loaders = new WeakMap<LinkCache, Load>();

function loaderFor({ db, blocklist, linkCache }: Ctx): Load {
  let load = loaders.get(linkCache);
  if (!load) {
    // Takedown is judged here, when the cache fills: the redirect itself only reads the
    // flag. A blocklist change clears the cache, so every link is judged again.
    load = async (domain, code) => {
      const link = await findRedirectTarget(db, domain, code);
      if (!link) return null;
      const isDisabled =
        link.disabled_at !== null || link.owner_disabled_at !== null || blocklist.blocks(link.url);
      const { expires_at: at, max_clicks: maxClicks, expired_url: url } = link;
      const expires = at !== null || maxClicks !== null;
      const rules = link.redirect_rules === null ? undefined : compileRules(link.redirect_rules);
      const preview = socialPreview(link);
      return {
        id: link.id,
        url: link.url,
        status: link.redirect_type,
        isDisabled,
        ...(expires ? { expiry: { at, maxClicks, url } } : {}),
        ...(link.has_password ? { isProtected: true as const } : {}),
        ...(rules ? { rules } : {}),
        ...(preview ? { preview } : {}),
        ...(Number(link.no_referrer) === 1 ? { noReferrer: true as const } : {}),
        ...(Number(link.forward_query) === 1 ? { forwardQuery: link.query_precedence } : {}),
      };
    };
    loaders.set(linkCache, load);
  }
  return load;
}
