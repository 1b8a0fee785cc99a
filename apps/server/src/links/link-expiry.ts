import { isPremiumOrHigher } from '@kurz/shared';
import type { Ctx } from '../context.js';
import type { Link } from '../db/schema.js';
import { Forbidden, Invalid } from '../errors.js';
import { checkedDestination } from './link-rules.js';

/** A body's expiry fields (LinkExpiryFields): absent leaves a setting, null clears it. */
export interface ExpiryFields {
  expires_at?: string | null | undefined;
  max_clicks?: number | null | undefined;
  expired_url?: string | null | undefined;
}

export type ExpiryColumns = Partial<
  Pick<Link, 'expires_at' | 'max_clicks' | 'expired_url' | 'clicks_counted'>
>;

export const EXPIRY_PLAN_MESSAGE =
  'Link expiry needs the premium plan or higher. Upgrade your plan to use it.';

/** Only the expiry fields of `body`, for the verbs' input. */
export function expiryOf({ expires_at, max_clicks, expired_url }: ExpiryFields): ExpiryFields {
  return { expires_at, max_clicks, expired_url };
}

/**
 * The columns a link's expiry fields set, checked: the moment in the future, the URL a
 * destination like any other, and the plan premium or higher unless a setting is cleared.
 * Setting a click limit where there was none counts from zero.
 */
export function checkedExpiry(
  ctx: Ctx,
  plan: string | undefined,
  fields: ExpiryFields | undefined,
  current?: Pick<Link, 'max_clicks'>,
): ExpiryColumns {
  const { expires_at, max_clicks, expired_url } = fields ?? {};
  const columns: ExpiryColumns = {};
  const setsAny = [expires_at, max_clicks, expired_url].some((value) => value != null);
  if (setsAny && !isPremiumOrHigher(plan)) throw new Forbidden(EXPIRY_PLAN_MESSAGE);
  if (expires_at !== undefined) {
    const at = expires_at === null ? null : Date.parse(expires_at);
    if (at !== null && at <= ctx.clock.now()) throw new Invalid('expires_at must be in the future');
    columns.expires_at = at;
  }
  if (max_clicks !== undefined) {
    columns.max_clicks = max_clicks;
    if (max_clicks !== null && (current?.max_clicks ?? null) === null) columns.clicks_counted = 0;
  }
  if (expired_url !== undefined)
    columns.expired_url = expired_url ? checkedUrl(ctx, expired_url) : null;
  return columns;
}

function checkedUrl(ctx: Ctx, url: string): string {
  try {
    return checkedDestination(ctx, url);
  } catch (error) {
    if (error instanceof Invalid) throw new Invalid(`expired_url: ${error.message}`);
    throw error;
  }
}
