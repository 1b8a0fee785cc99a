import type { LinkView, RedirectRule } from '@kurz/shared';

/**
 * `ios_url`, `android_url` and `geo_targets`, the targeting fields rules replaced, kept as
 * shorthands: each stands for the rules of one condition (device ios, device android, a
 * country). Rules are the one thing stored; these are read from them and written into them.
 */

type Shorthands = Pick<LinkView, 'ios_url' | 'android_url' | 'geo_targets'>;
export type ShorthandFields = Partial<Shorthands>;

/** A rule of exactly one condition of `type`, with its value. */
function shorthandOf(
  rule: RedirectRule,
): { type: 'ios' | 'android' | 'country'; value: string } | null {
  const [only, ...more] = rule.conditions;
  if (!only || more.length > 0) return null;
  if (only.type === 'device' && (only.value === 'ios' || only.value === 'android'))
    return { type: only.value, value: only.value };
  if (only.type === 'country') return { type: 'country', value: only.value };
  return null;
}

/** The link's rules, and the shorthands read from them, for its view. */
export function targetingView(json: string | null): Shorthands & { rules: RedirectRule[] | null } {
  const rules = json === null ? null : (JSON.parse(json) as RedirectRule[]);
  const view: Shorthands & { rules: RedirectRule[] | null } = {
    rules,
    ios_url: null,
    android_url: null,
    geo_targets: null,
  };
  for (const rule of rules ?? []) {
    const shorthand = shorthandOf(rule);
    if (shorthand?.type === 'ios') view.ios_url ??= rule.url;
    else if (shorthand?.type === 'android') view.android_url ??= rule.url;
    else if (shorthand?.type === 'country') {
      view.geo_targets ??= {};
      view.geo_targets[shorthand.value] ??= rule.url;
    }
  }
  return view;
}

/**
 * `rules` with the shorthands a body sent written in: the shorthand rules it names are
 * replaced, and all shorthand rules move to the end in the order targeting was judged
 * (iOS, Android, then countries), after the rules that say more.
 */
export function withShorthands(
  rules: readonly RedirectRule[],
  fields: ShorthandFields,
): RedirectRule[] {
  const { ios_url, android_url, geo_targets } = fields;
  if (ios_url === undefined && android_url === undefined && geo_targets === undefined)
    return [...rules];
  const current = targetingView(JSON.stringify(rules));
  const ios = ios_url === undefined ? current.ios_url : ios_url;
  const android = android_url === undefined ? current.android_url : android_url;
  const countries = geo_targets === undefined ? current.geo_targets : geo_targets;
  const others = rules.filter((rule) => shorthandOf(rule) === null);
  const shorthands: RedirectRule[] = [];
  if (ios) shorthands.push({ conditions: [{ type: 'device', value: 'ios' }], url: ios });
  if (android)
    shorthands.push({ conditions: [{ type: 'device', value: 'android' }], url: android });
  for (const [country, url] of Object.entries(countries ?? {}))
    shorthands.push({ conditions: [{ type: 'country', value: country }], url });
  return [...others, ...shorthands];
}
