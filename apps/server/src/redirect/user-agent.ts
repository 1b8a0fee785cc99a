import type { RuleBrowser, RuleOs } from '@kurz/shared';

/**
 * What redirect rules read of a User-Agent, by small regex tables: enough to tell the
 * devices, systems and browsers rules name apart, no full parser.
 */

const IOS = /iPhone|iPad|iPod/;
const ANDROID = /Android/;
const PHONE = /iPhone|iPod|Mobi|Windows Phone/;

export interface Device {
  isIos: boolean;
  isAndroid: boolean;
  isTablet: boolean;
  isPhone: boolean;
}

export function deviceOf(userAgent: string): Device {
  const isIos = IOS.test(userAgent);
  const isAndroid = ANDROID.test(userAgent);
  // An Android tablet's browser leaves "Mobile" out of its User-Agent.
  const isTablet = userAgent.includes('iPad') || (isAndroid && !userAgent.includes('Mobile'));
  return { isIos, isAndroid, isTablet, isPhone: !isTablet && PHONE.test(userAgent) };
}

/** In order: an Android or iOS User-Agent also names Linux or Mac OS X. */
const SYSTEMS: [RuleOs, RegExp][] = [
  ['ios', IOS],
  ['android', ANDROID],
  ['chromeos', /CrOS/],
  ['windows', /Windows/],
  ['macos', /Macintosh|Mac OS X/],
  ['linux', /Linux|X11/],
];

/** In order: Edge, Opera and Samsung Internet also say Chrome, and Chrome says Safari. */
const BROWSERS: [RuleBrowser, RegExp][] = [
  ['samsung', /SamsungBrowser\//],
  ['edge', /Edg(e|A|iOS)?\//],
  ['opera', /OPR\/|Opera|OPiOS\//],
  ['firefox', /Firefox\/|FxiOS\//],
  ['chrome', /Chrome\/|CriOS\//],
  ['safari', /Safari\//],
];

export function osOf(userAgent: string): RuleOs | null {
  return SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;
}

export function browserOf(userAgent: string): RuleBrowser | null {
  return BROWSERS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;
}

/**
 * The primary tag of the visitor's most preferred language (the first of the highest
 * q), lower case; null when the header names none.
 */
export function preferredLanguage(acceptLanguage: string): string | null {
  let best: string | null = null;
  let bestQ = 0;
  for (const entry of acceptLanguage.split(',')) {
    const [range = '', ...parameters] = entry.split(';');
    const tag = range.trim();
    if (!tag || tag === '*') continue;
    const qParameter = parameters.find((parameter) => parameter.trim().startsWith('q='));
    const q = qParameter === undefined ? 1 : Number(qParameter.trim().slice(2));
    if (Number.isFinite(q) && q > bestQ) {
      bestQ = q;
      best = tag;
    }
  }
  return best === null ? null : (best.split('-')[0] ?? '').toLowerCase();
}
