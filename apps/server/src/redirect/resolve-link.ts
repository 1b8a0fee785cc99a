import type { Ctx } from '../context.js';
import { findLinkByCode } from '../links/link-repository.js';
import { type CachedTarget, cacheKey } from './link-cache.js';

/** The redirect target of `domain/code`, through the cache; null when there is none. */
export function resolveLink({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { domain: string; code: string };
}): Promise<CachedTarget | null> {
  return ctx.linkCache.get(cacheKey(input.domain, input.code), async () => {
    const link = await findLinkByCode(ctx.db, input.domain, input.code);
    return link ? { id: link.id, url: link.url, status: link.redirect_type } : null;
  });
}
