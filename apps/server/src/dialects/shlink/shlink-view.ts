import type { LinkView } from '@kurz/shared';
import type { StoredClick } from '../../analytics/link-clicks-repository.js';
import type { VisitTotals } from '../../analytics/links-with-visits.js';
import type { Config } from '../../config.js';
import type { Link } from '../../db/schema.js';
import { shortLinkFor } from '../../links/short-url.js';
import { shlinkDomainOf } from './shlink-domain.js';

/**
 * Shlink's dates are ISO 8601 with an offset and no fraction ("2016-08-21T20:34:16+00:00").
 */
export function atom(ms: number | string): string {
  return new Date(Number(ms)).toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

/** Shlink's ShortUrl for a Kurz link as the API shows it, with its visits, bots apart. */
export function toShlinkShortUrl(config: Config, link: LinkView, visits: VisitTotals) {
  return {
    shortCode: link.short_url,
    shortUrl: link.short_link,
    longUrl: link.full_url,
    dateCreated: atom(Date.parse(link.created_at)),
    tags: link.tags,
    meta: {
      // Kurz links work from their creation: there is no start date to show.
      validSince: null,
      validUntil: link.expires_at === null ? null : atom(Date.parse(link.expires_at)),
      maxVisits: link.max_clicks,
    },
    domain: shlinkDomainOf(config, link.domain),
    title: link.title,
    // Kurz keeps no per-link robots rule, and never forwards a short URL's query string.
    crawlable: false,
    forwardQuery: false,
    hasRedirectRules: link.rules !== null,
    visitsSummary: {
      total: visits.total,
      nonBots: visits.human,
      bots: Math.max(0, visits.total - visits.human),
    },
  };
}

export function shlinkPagination(page: number, perPage: number, inPage: number, total: number) {
  return {
    currentPage: page,
    pagesCount: Math.max(1, Math.ceil(total / perPage)),
    itemsPerPage: perPage,
    itemsInCurrentPage: inPage,
    totalItems: total,
  };
}

const UNKNOWN = 'Unknown';
const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * A stored click as Shlink's visit. Kurz keeps, per click, its moment, the referring
 * page's host, the visitor's country and the browser, system and device read from the
 * user agent (never the address or the raw header): `referer` is that host, `userAgent`
 * what was read from it, and the location has a country only.
 */
export function toShlinkVisit(config: Config, link: Link, click: StoredClick) {
  const parts = [click.os, click.device].filter((part) => part && part !== UNKNOWN);
  const browser = click.browser && click.browser !== UNKNOWN ? click.browser : '';
  return {
    referer: click.referrer_host ?? '',
    date: atom(click.clicked_at),
    userAgent: parts.length > 0 ? `${browser || UNKNOWN} (${parts.join('; ')})` : browser,
    visitLocation: locationOf(click.country),
    potentialBot: Number(click.is_bot) === 1,
    visitedUrl: shortLinkFor(config, link),
  };
}

function locationOf(country: string | null) {
  if (!country || !/^[A-Z]{2}$/.test(country)) return null;
  return {
    countryCode: country,
    countryName: countryNameOf(country),
    regionName: null,
    cityName: null,
    latitude: null,
    longitude: null,
    timezone: null,
    isEmpty: false,
  };
}

function countryNameOf(code: string): string {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}
