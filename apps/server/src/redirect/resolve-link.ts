import { clickLink } from '../clicks/raw-click.js';
import type { Ctx } from '../context.js';
import { findLinkByCode } from '../links/link-repository.js';
import type { CachedTarget } from './link-cache.js';

/** The redirect target of `domain/code`, through the cache; null when there is none. */
export function resolveLink({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { domain: string; code: string };
}): Promise<CachedTarget | null> {
  // The cache keeps this loader with the entry, to reload it: it must hold the database
  // and the key only, not the request's context (its logger and all), a hundred thousand
  // times over.
  const { db } = ctx;
  const { domain, code } = input;
  return ctx.linkCache.get(ctx.linkCache.key(domain, code), () => loadTarget(db, domain, code));
}

async function loadTarget(db: Ctx['db'], domain: string, code: string) {
  const link = await findLinkByCode(db, domain, code);
  return link ? redirectTarget(link.id, link.url, link.redirect_type) : null;
}

export function redirectTarget(id: string, url: string, status: number): CachedTarget {
  return { ...clickLink(id), url, status };
}
