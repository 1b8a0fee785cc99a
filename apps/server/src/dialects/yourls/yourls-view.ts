import type { LinkView } from '@kurz/shared';

/** YOURLS's dates: `Y-m-d H:i:s`, here in UTC. */
export function yourlsDate(iso: string): string {
  return iso.slice(0, 19).replace('T', ' ');
}

/**
 * A link as YOURLS's stats list one. YOURLS reads its numbers from MySQL as text, and so
 * answers them; `ip` is the creator's address, which Kurz does not keep.
 */
export function toYourlsStatsLink(view: LinkView) {
  return {
    shorturl: view.short_link,
    url: view.full_url,
    title: view.title ?? '',
    timestamp: yourlsDate(view.created_at),
    ip: '',
    clicks: String(view.clicks),
  };
}

/** The `url` object of a shorturl answer. */
export function toYourlsUrl(view: LinkView, ip: string) {
  return {
    keyword: view.short_url,
    url: view.full_url,
    title: view.title ?? '',
    date: yourlsDate(view.created_at),
    ip,
  };
}

/** A YOURLS keyword or short URL: the host (when a URL) and the code. */
export function keywordOf(shorturl: string): { host: string | null; code: string } {
  if (/^https?:\/\//i.test(shorturl)) {
    try {
      const url = new URL(shorturl);
      return { host: url.hostname, code: decodeURIComponent(url.pathname.slice(1)) };
    } catch {
      return { host: null, code: shorturl };
    }
  }
  return { host: null, code: shorturl.trim() };
}
