import type { LinkView, ShortenBody } from '@kurz/shared';

/** ISO 3166-1 alpha-2 codes (officially assigned), the countries a rule may name. */
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
