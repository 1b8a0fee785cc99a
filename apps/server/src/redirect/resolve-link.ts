import { clickLink } from '../clicks/raw-click.js';
import type { Ctx } from '../context.js';
import { findLinkByCode } from '../links/link-repository.js';
import type { CachedTarget, Load } from './link-cache.js';

/** The redirect target of `domain/code`, through the cache; null when there is none. */
export function resolveLink({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { domain: string; code: string };
}): Promise<CachedTarget | null> {
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
    load = (domain, code) => loadTarget(db, domain, code);
    loaders.set(db, load);
  }
  return load;
}

async function loadTarget(db: Ctx['db'], domain: string, code: string) {
  const link = await findLinkByCode(db, domain, code);
  return link ? redirectTarget(link.id, link.url, link.redirect_type) : null;
}

export function redirectTarget(id: string, url: string, status: number): CachedTarget {
  return { ...clickLink(id), url, status };
}
