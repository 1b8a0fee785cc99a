import { type CompiledRules, firstMatch, NEEDS_COUNTRY, type Visit } from './redirect-rules.js';

/**
 * The visitor's destination by the link's redirect rules; undefined for the link's own.
 * The country is looked up only when a rule that asks for it is reached.
 */
export async function ruleDestination(
  rules: CompiledRules,
  visit: Visit,
): Promise<string | undefined> {
  const url = firstMatch(rules, visit);
  if (url !== NEEDS_COUNTRY) return url;
  visit.country = (await countryLookup())(visit.address);
  const known = firstMatch(rules, visit);
  return known === NEEDS_COUNTRY ? undefined : known;
}

let lookup: Promise<(address: string) => string | null> | null = null;

/**
 * The country database (several MB) loads on the first geo-targeted visit, not at start:
 * the redirect thread of a server with no such link never holds it.
 */
function countryLookup(): Promise<(address: string) => string | null> {
  lookup ??= import('geoip-country').then(({ default: geoip }) => (address: string) => {
    try {
      return geoip.lookup(address)?.country ?? null;
    } catch {
      return null;
    }
  });
  return lookup;
}
