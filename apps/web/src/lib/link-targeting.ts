import { type LinkView, MAX_GEO_TARGETS, type ShortenBody } from '@kurz/shared';

/** ISO 3166-1 alpha-2 codes (officially assigned), the countries a targeting row may name. */
const COUNTRY_CODES =
  `AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN
BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM
DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU
GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY
KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW
MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE
RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK
TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW`.split(
    /\s+/,
  );

export interface Country {
  code: string;
  name: string;
}

/** Every country with its English name, sorted by name (the select's order). */
export const COUNTRIES: readonly Country[] = (() => {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames(['en'], { type: 'region' });
  } catch {
    // An engine without region names still gets usable (if terse) options.
  }
  return COUNTRY_CODES.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) =>
    a.name.localeCompare(b.name, 'en'),
  );
})();

/** One country row as typed: `key` only keeps React's rows apart. */
export interface GeoRow {
  key: number;
  country: string;
  url: string;
}

/** The Targeting section's fields as typed. */
export interface TargetingDraft {
  iosUrl: string;
  androidUrl: string;
  rows: readonly GeoRow[];
}

/**
 * A link's targeting as the section shows it. Its rows get negative keys: the section
 * numbers the rows it adds from 1, so the two never meet.
 */
export function targetingDraftOf(
  link: Pick<LinkView, 'ios_url' | 'android_url' | 'geo_targets'>,
): TargetingDraft {
  return {
    iosUrl: link.ios_url ?? '',
    androidUrl: link.android_url ?? '',
    rows: Object.entries(link.geo_targets ?? {}).map(([country, url], index) => ({
      key: -(index + 1),
      country,
      url,
    })),
  };
}

export type TargetingBody = Pick<ShortenBody, 'ios_url' | 'android_url' | 'geo_targets'>;

export const TARGETING_MESSAGES = {
  incompleteRow: 'Choose a country and a URL for each targeting row.',
  duplicateCountry: 'Each country may be targeted once.',
  tooManyCountries: `Target at most ${MAX_GEO_TARGETS} countries.`,
} as const;

const isBlankRow = (row: GeoRow) => row.country === '' && row.url.trim() === '';

export function isTargetingSet(draft: TargetingDraft): boolean {
  return (
    draft.iosUrl.trim() !== '' ||
    draft.androidUrl.trim() !== '' ||
    draft.rows.some((row) => !isBlankRow(row))
  );
}

/**
 * The body fields of a draft (only those set), or the message to show instead. A row left
 * wholly empty (added, never filled) is skipped; a half-filled one is refused.
 */
export function targetingBody(draft: TargetingDraft): TargetingBody | string {
  const rows = draft.rows.filter((row) => !isBlankRow(row));
  if (rows.some((row) => row.country === '' || row.url.trim() === '')) {
    return TARGETING_MESSAGES.incompleteRow;
  }
  if (rows.length > MAX_GEO_TARGETS) return TARGETING_MESSAGES.tooManyCountries;
  const geo: Record<string, string> = {};
  for (const row of rows) {
    if (row.country in geo) return TARGETING_MESSAGES.duplicateCountry;
    geo[row.country] = row.url.trim();
  }
  const ios = draft.iosUrl.trim();
  const android = draft.androidUrl.trim();
  return {
    ...(ios ? { ios_url: ios } : {}),
    ...(android ? { android_url: android } : {}),
    ...(rows.length > 0 ? { geo_targets: geo } : {}),
  };
}

/** The Social preview section's fields as typed. */
export interface PreviewDraft {
  title: string;
  description: string;
  image: string;
}

/** The server's limits (LinkOptionFields), counted after trimming as it does. */
export const PREVIEW_LIMITS = { title: 200, description: 500 } as const;

/** A link's social preview as the section shows it. */
export function previewDraftOf(
  link: Pick<LinkView, 'og_title' | 'og_description' | 'og_image'>,
): PreviewDraft {
  return {
    title: link.og_title ?? '',
    description: link.og_description ?? '',
    image: link.og_image ?? '',
  };
}

export type PreviewBody = Pick<ShortenBody, 'og_title' | 'og_description' | 'og_image'>;

export const PREVIEW_MESSAGES = {
  titleTooLong: `The preview title can be at most ${PREVIEW_LIMITS.title} characters.`,
  descriptionTooLong: `The preview description can be at most ${PREVIEW_LIMITS.description} characters.`,
  imageNotWeb: 'The preview image must be a web address starting with http:// or https://.',
} as const;

export function isPreviewSet(draft: PreviewDraft): boolean {
  return draft.title.trim() !== '' || draft.description.trim() !== '' || draft.image.trim() !== '';
}

/** A parsed http(s) URL, else null. */
export function webUrl(text: string): URL | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The body fields of a draft (only those set), or the message to show instead. */
export function previewBody(draft: PreviewDraft): PreviewBody | string {
  const title = draft.title.trim();
  const description = draft.description.trim();
  const image = draft.image.trim();
  if (title.length > PREVIEW_LIMITS.title) return PREVIEW_MESSAGES.titleTooLong;
  if (description.length > PREVIEW_LIMITS.description) return PREVIEW_MESSAGES.descriptionTooLong;
  if (image && !webUrl(image)) return PREVIEW_MESSAGES.imageNotWeb;
  return {
    ...(title ? { og_title: title } : {}),
    ...(description ? { og_description: description } : {}),
    ...(image ? { og_image: image } : {}),
  };
}
