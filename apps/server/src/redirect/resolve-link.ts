import type { Ctx } from '../context.js';
import { findLinkByCode } from '../links/link-repository.js';
import type { CachedLink, Load } from './link-cache.js';

/** The link of `domain/code`, through the cache; null when there is none. */
export function resolveLink({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { domain: string; code: string };
}): Promise<CachedLink | null> {
  const { domain, code } = input;
  return ctx.linkCache.get(ctx.linkCache.key(domain, code), loaderFor(ctx.db));
}

/**
 * One loader per database for every entry of the cache, which keeps it to reload them: it
 * holds the database only, not a request's context (its logger and all).
 */
const loaders = new WeakMap<Ctx['db'], Load>();

function loaderFor(db: Ctx['db']): Load {
  let load = loaders.get(db);
  if (!load) {
    load = async (domain, code) => {
      const link = await findLinkByCode(db, domain, code);
      return link ? { id: link.id, url: link.url, status: link.redirect_type } : null;
    };
    loaders.set(db, load);
  }
  return load;
}
