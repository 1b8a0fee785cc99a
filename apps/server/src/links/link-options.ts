import { isPremiumOrHigher } from '@kurz/shared';
import { hashPassword } from 'better-auth/crypto';
import type { Ctx } from '../context.js';
import type { Link } from '../db/schema.js';
import { Forbidden, Invalid } from '../errors.js';
import { checkedDestination } from './link-rules.js';

/**
 * A body's link options (LinkOptionFields in the shared contract): absent leaves a
 * setting as it is, null clears it.
 */
export interface LinkOptionFields {
  expires_at?: string | null | undefined;
  max_clicks?: number | null | undefined;
  expired_url?: string | null | undefined;
  password?: string | null | undefined;
}

export type OptionColumns = Partial<
  Pick<Link, 'expires_at' | 'max_clicks' | 'expired_url' | 'clicks_counted' | 'password_hash'>
>;

export const OPTIONS_PLAN_MESSAGE =
  'Expiry and passwords need the premium plan or higher. Upgrade your plan to use them.';

/** Only the option fields of `body`, for the verbs' input. */
export function linkOptionsOf({
  expires_at,
  max_clicks,
  expired_url,
  password,
}: LinkOptionFields): LinkOptionFields {
  return { expires_at, max_clicks, expired_url, password };
}

/**
 * The columns a link's options set, checked: the moment in the future, the URL a
 * destination like any other, the password hashed (better-auth's scrypt, as for
 * accounts), and the plan premium or higher unless a setting is cleared. Setting a click
 * limit where there was none counts from zero.
 */
export async function checkedLinkOptions(
  ctx: Ctx,
  plan: string | undefined,
  fields: LinkOptionFields | undefined,
  current?: Pick<Link, 'max_clicks'>,
): Promise<OptionColumns> {
  const { expires_at, max_clicks, expired_url, password } = fields ?? {};
  const columns: OptionColumns = {};
  const setsAny = [expires_at, max_clicks, expired_url, password].some((value) => value != null);
  if (setsAny && !isPremiumOrHigher(plan)) throw new Forbidden(OPTIONS_PLAN_MESSAGE);
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
  if (password !== undefined)
    columns.password_hash = password === null ? null : await hashPassword(password);
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
