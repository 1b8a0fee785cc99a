const regionNames = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' });
  } catch {
    return null;
  }
})();

/** 'DE' → 'Germany'; anything that is not a region code stays as it is. */
export function countryName(code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  try {
    return regionNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

export const BREAKDOWN_TITLES = {
  referrer: 'Referrers',
  country: 'Countries',
  device: 'Devices',
  browser: 'Browsers',
  os: 'Operating systems',
} as const;
