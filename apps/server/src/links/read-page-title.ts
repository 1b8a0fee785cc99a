import { LINK_TITLE_MAX } from '@kurz/shared';
import { decodeHTML, decodeHTMLAttribute } from 'entities';
import type { SafeResponse } from '../net/create-safe-fetch.js';

/** Titles sit in a page's head; the fetcher's own cap (64 KiB) may cut this further. */
export const TITLE_BODY_BYTES = 256 * 1024;

/** The title of a fetched page: null unless it answered 2xx/3xx with HTML that has one. */
export function titleOfPage(response: Pick<SafeResponse, 'status' | 'headers' | 'body'>) {
  const type = String(response.headers['content-type'] ?? '').toLowerCase();
  if (response.status >= 400 || !type.startsWith('text/html')) return null;
  return readPageTitle(response.body.toString('utf8'));
}

/**
 * A page's title from the start of its HTML: OpenGraph's `og:title` first (sites write it
 * for sharing, without the " | Site name" tail), else `<title>`. Entities decoded,
 * whitespace collapsed, cut to the title limit; null when there is none. A regex reader,
 * not a parser: it only ever sees the page's first bytes, and a wrong guess costs a
 * title the person can edit.
 */
export function readPageTitle(html: string): string | null {
  const og = ogTitle(html);
  const title = og === null ? titleElement(html) : decodeHTMLAttribute(og);
  if (title === null) return null;
  const clean = title.replace(/\s+/g, ' ').trim();
  return clean ? [...clean].slice(0, LINK_TITLE_MAX).join('').trim() : null;
}

function ogTitle(html: string): string | null {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const property = attribute(tag, 'property') ?? attribute(tag, 'name');
    if (property?.toLowerCase() === 'og:title') {
      const content = attribute(tag, 'content');
      if (content?.trim()) return content;
    }
  }
  return null;
}

function titleElement(html: string): string | null {
  const text = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(html)?.[1];
  return text === undefined ? null : decodeHTML(text);
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : null;
}
