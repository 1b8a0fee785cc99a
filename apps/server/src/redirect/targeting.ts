/** Where a targeted link sends a visitor by device and country. */
export interface LinkTargets {
  readonly ios: string | null;
  readonly android: string | null;
  /** Destinations by ISO 3166 two-letter country code; null for none. */
  readonly byCountry: ReadonlyMap<string, string> | null;
}

/** A link's targeting columns as its cache entry holds them; undefined for none. */
export function linkTargets(columns: {
  ios_url: string | null;
  android_url: string | null;
  geo_targets: string | null;
}): LinkTargets | undefined {
  const { ios_url: ios, android_url: android, geo_targets: geo } = columns;
  if (ios === null && android === null && geo === null) return undefined;
  const byCountry = geo === null ? null : new Map(Object.entries(JSON.parse(geo) as object));
  return { ios, android, byCountry };
}

const IOS = /\b(iPhone|iPad|iPod)\b/;
const ANDROID = /\bAndroid\b/;

/**
 * The visitor's destination: their device's first (iPhone/iPad, Android), then their
 * country's; undefined for the link's own. The country is looked up only when the link
 * targets countries and the device chose nothing.
 */
export async function targetedUrl(
  targets: LinkTargets,
  userAgent: string | undefined,
  address: string,
): Promise<string | undefined> {
  if (targets.ios && userAgent && IOS.test(userAgent)) return targets.ios;
  if (targets.android && userAgent && ANDROID.test(userAgent)) return targets.android;
  if (!targets.byCountry) return undefined;
  const country = (await countryLookup())(address);
  return country === null ? undefined : targets.byCountry.get(country);
}

let lookup: Promise<(address: string) => string | null> | null = null;

/**
 * The country database (several MB) loads on the first geo-targeted visit, not at start:
 * the redirect thread of a server with no such link never holds it.
 */
function countryLookup(): Promise<(address: string) => string | null> {
  lookup ??= import('geoip-country').then(({ default: geoip }) => (address: string) => {
    try {
      return geoip.lookup(address.replace(/^::ffff:/, ''))?.country ?? null;
    } catch {
      return null;
    }
  });
  return lookup;
}
