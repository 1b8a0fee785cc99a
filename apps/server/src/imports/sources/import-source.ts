import type { z } from 'zod';
import type { SourceClient } from '../source-client.js';
import { SourceFailure } from '../source-failure.js';

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

/** A page's body in the vendor's shape; anything else fails the job naming whose shape. */
export function pageOf<T>(schema: z.ZodType<T>, body: unknown, shape: string): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new SourceFailure(`The source answered a page that is not ${shape}`);
  return parsed.data;
}

/** One entry read with the vendor's link schema; null when it does not fit. */
export function entryOf<T extends object>(schema: z.ZodType<T>, item: unknown): T | null {
  const parsed = schema.safeParse(item);
  return parsed.success ? parsed.data : null;
}

/** A page's entries in Kurz's terms, each read on its own so one bad entry is one error. */
export function linksOf<T extends object>(
  items: unknown[],
  schema: z.ZodType<T>,
  problem: string,
  toLink: (entry: T) => SourceLink,
): Array<SourceLink | UnreadableLink> {
  return items.map((item) => {
    const entry = entryOf(schema, item);
    return entry === null ? { problem } : toLink(entry);
  });
}

/**
 * The source's own count of its links, for the job's total; a count it answers in
 * another shape leaves the total unknown rather than failing the import.
 */
export async function countOf(
  client: SourceClient,
  path: string,
  schema: z.ZodType<number>,
  headers: Record<string, string> = {},
): Promise<number | null> {
  const parsed = schema.safeParse(await client.getJson(path, headers));
  return parsed.success ? parsed.data : null;
}

/** The host of a short URL, with or without its scheme (`rebrand.ly/x`); null if none. */
export function hostOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`).host || null;
  } catch {
    return null;
  }
}

/**
 * Reads a page's links with a few of the source's calls in flight at once, in the page's
 * order: a call per link (Bitly's clicks, Rebrandly's tags) one after the other would wait
 * on the source's latency once per link.
 */
export async function readEach<T, R>(
  items: readonly T[],
  read: (item: T) => Promise<R>,
  inFlight = LINK_CALLS_IN_FLIGHT,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    // After a failure the others take no new item: the job stops on the first one.
    while (next < items.length && !failed) {
      const index = next++;
      try {
        results[index] = await read(items[index] as T);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, items.length) }, worker));
  return results;
}

/** Few enough that a vendor's per-second limits are not the first thing met. */
const LINK_CALLS_IN_FLIGHT = 4;
