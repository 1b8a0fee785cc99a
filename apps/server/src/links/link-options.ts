import { isPremiumOrHigher, LINK_OPTION_NAMES, type LinkOptionValues } from '@kurz/shared';
import { hashPassword } from '../accounts/password-hash.js';
import type { Ctx } from '../context.js';
import type { Link } from '../db/schema.js';
import { Forbidden, Invalid } from '../errors.js';
import { type ShorthandFields, targetingView, withShorthands } from './legacy-targeting.js';
import { checkedDestination } from './link-rules.js';

/** A body's link options (the shared contract): absent leaves a setting, null clears it. */
export type LinkOptionFields = LinkOptionValues;

export type OptionColumns = Partial<
  Pick<
    Link,
    | 'expires_at'
    | 'max_clicks'
    | 'expired_url'
    | 'clicks_counted'
    | 'password_hash'
    | 'redirect_rules'
    | 'og_title'
    | 'og_description'
    | 'og_image'
    | 'no_referrer'
    | 'health_check'
    | 'health_status'
    | 'health_detail'
    | 'health_checked_at'
    | 'health_notified_at'
  >
>;

export const OPTIONS_PLAN_MESSAGE =
  'Link options (expiry, passwords, redirect rules, social previews, link health) need the premium plan or higher. Upgrade your plan to use them.';

/** Only the option fields of `body`, for the verbs' input. */
export function linkOptionsOf(body: LinkOptionFields): LinkOptionFields {
  return Object.fromEntries(LINK_OPTION_NAMES.map((name) => [name, body[name]]));
}

/**
 * The columns a link's options set, checked: the moment in the future, the URL a
 * destination like any other, the password hashed (better-auth's scrypt, as for
 * accounts), and the plan premium or higher unless a setting is cleared (`health_check:
 * false` clears). Setting a click limit where there was none counts from zero; turning
 * the health check off forgets its last result.
 */
export async function checkedLinkOptions(
  ctx: Ctx,
  plan: string | undefined,
  fields: LinkOptionFields | undefined,
  current?: Pick<Link, 'max_clicks' | 'redirect_rules'>,
): Promise<OptionColumns> {
  const { expires_at, max_clicks, expired_url, password } = fields ?? {};
  const { og_title, og_description, og_image, health_check } = fields ?? {};
  const columns: OptionColumns = {};
  const setsAny = Object.values(fields ?? {}).some(isSetting);
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
    columns.expired_url = expired_url ? checkedUrl(ctx, 'expired_url', expired_url) : null;
  const rules = checkedRules(ctx, fields ?? {}, current?.redirect_rules ?? null);
  if (rules !== undefined) columns.redirect_rules = rules;
  if (og_title !== undefined) columns.og_title = og_title || null;
  if (og_description !== undefined) columns.og_description = og_description || null;
  if (og_image !== undefined)
    columns.og_image = og_image ? checkedUrl(ctx, 'og_image', og_image) : null;
  if (fields?.no_referrer !== undefined) columns.no_referrer = fields.no_referrer ? 1 : 0;
  if (health_check !== undefined) Object.assign(columns, healthCheckColumns(health_check));
  if (password !== undefined)
    columns.password_hash = password === null ? null : await hashPassword(password);
  return columns;
}

/**
 * Whether a field's value sets something: null clears, and so do the values stored as
 * null (blank text, no countries), which a lower plan may send to clear an option too.
 */
function isSetting(value: unknown): boolean {
  if (value == null || value === '' || value === false) return false;
  return typeof value !== 'object' || Object.keys(value).length > 0;
}

/** Turning the check on waits for the next round; off (or null) forgets the last result. */
function healthCheckColumns(isOn: boolean | null): OptionColumns {
  if (isOn) return { health_check: 1 };
  return {
    health_check: 0,
    health_status: null,
    health_detail: null,
    health_checked_at: null,
    health_notified_at: null,
  };
}

/**
 * The rules column a body sets: `rules` (null or [] clears) with the targeting shorthands
 * written in (legacy-targeting.ts), each URL judged like a destination; undefined when the
 * body touches neither.
 */
function checkedRules(
  ctx: Ctx,
  fields: LinkOptionFields,
  currentJson: string | null,
): string | null | undefined {
  const { rules, ios_url, android_url, geo_targets } = fields;
  if ([rules, ios_url, android_url, geo_targets].every((field) => field === undefined))
    return undefined;
  const shorthands: ShorthandFields = {};
  if (ios_url !== undefined)
    shorthands.ios_url = ios_url ? checkedUrl(ctx, 'ios_url', ios_url) : null;
  if (android_url !== undefined)
    shorthands.android_url = android_url ? checkedUrl(ctx, 'android_url', android_url) : null;
  if (geo_targets !== undefined)
    shorthands.geo_targets = Object.fromEntries(
      Object.entries(geo_targets ?? {}).map(([country, url]) => [
        country,
        checkedUrl(ctx, `geo_targets.${country}`, url),
      ]),
    );
  const given = (rules ?? []).map((rule, index) => ({
    ...rule,
    url: checkedUrl(ctx, `rules[${index}].url`, rule.url),
  }));
  const base = rules === undefined ? (targetingView(currentJson).rules ?? []) : given;
  const merged = withShorthands(base, shorthands);
  return merged.length === 0 ? null : JSON.stringify(merged);
}

/** A destination checked like a link's, its refusal naming the field. */
function checkedUrl(ctx: Ctx, field: string, url: string): string {
  try {
    return checkedDestination(ctx, url);
  } catch (error) {
    if (error instanceof Invalid) throw new Invalid(`${field}: ${error.message}`);
    throw error;
  }
}
