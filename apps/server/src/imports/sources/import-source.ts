import type { SourceClient } from '../source-client.js';

/** One link as a source holds it, in Kurz's terms. */
export interface SourceLink {
  code: string;
  url: string;
  /** The source's short host (`s.test`), which the job's domain map turns into ours. */
  domain: string | null;
  title: string | null;
  tags: string[];
  /** Epoch ms; null when the source does not say. */
  createdAt: number | null;
  /** The source's total clicks; null when it does not say. */
  clicks: number | null;
}

/** An entry the source returned that is not a link we can read, and why. */
export interface UnreadableLink {
  problem: string;
}

export interface SourcePage {
  links: Array<SourceLink | UnreadableLink>;
  /** The links the source holds in all, when it says. */
  total: number | null;
  /** Where the next page starts; null after the last. */
  next: string | null;
}

/** A shortener's API, read page by page from an opaque cursor (null: the first page). */
export interface ImportSourceReader {
  headers(apiKey: string): Record<string, string>;
  /** Auth the source takes in the query string instead (YOURLS's `signature`). */
  query?(apiKey: string): Record<string, string>;
  readPage(client: SourceClient, cursor: string | null): Promise<SourcePage>;
}

export const isUnreadable = (link: SourceLink | UnreadableLink): link is UnreadableLink =>
  'problem' in link;

/** An ISO date as epoch ms, or null. */
export function timeOf(value: string | null | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/** A short URL's host (`s.test`), or null when it is not a URL. */
export function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}
