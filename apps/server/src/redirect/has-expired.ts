import type { Ctx } from '../context.js';
import { isClickLimitReached } from '../links/link-repository.js';
import type { CachedLink } from './link-cache.js';

/**
 * Whether `link` has expired at `at` (ms): past its moment, or its click limit spent. The
 * clicks are read, not counted: this is asked before a password, which a visit needs first.
 */
export async function hasExpired(db: Ctx['db'], link: CachedLink, at: number): Promise<boolean> {
  const { expiry } = link;
  if (!expiry) return false;
  if (expiry.at != null && at >= expiry.at) return true;
  return expiry.maxClicks != null && (await isClickLimitReached(db, link.id));
}
