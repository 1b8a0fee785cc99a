import { z } from 'zod';
import type { SourceClient } from '../source-client.js';
import { SourceFailure } from '../source-failure.js';
import type { ImportSourceReader, SourceLink, UnreadableLink } from './import-source.js';
import { hostOf } from './import-source.js';

const PAGE_SIZE = 100;
/** Reads of one page in a row that may find the source's count moved before going on. */
const REALIGN_MAX = 3;

/** PHP hands database numbers over as strings ("12"); either is read. */
const Count = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]);

/** Where a YOURLS import is: the offset, and how many links the source held when it was set. */
const YourlsCursor = z.object({ start: z.number().int().min(0), held: z.number().nullable() });
type YourlsCursor = z.infer<typeof YourlsCursor>;

const YourlsStats = z.object({
  /** Absent when the offset is past the last link. */
  links: z.record(z.string(), z.unknown()).optional(),
  stats: z.object({ total_links: Count }),
});
const YourlsLink = z.object({
  shorturl: z.string().min(1),
  url: z.string().min(1),
  title: z.string().nullable().optional(),
  timestamp: z.string().nullable().optional(),
  clicks: Count.nullable().optional(),
});

/**
 * YOURLS's API (`/yourls-api.php` under the base URL): the key is the passwordless
 * `signature`, in the query string as YOURLS takes it. Links come from `action=stats`,
 * whose filters are `top`/`bottom` (by clicks), `rand` and `last` (newest first): `last`
 * is the one whose order visits do not reshuffle while we read. A link made meanwhile moves
 * every offset by one, which the `stats.total_links` of each answer shows: the page is then
 * read again that much further on, so nothing is skipped.
 */
export const yourlsSource: ImportSourceReader = {
  headers: () => ({}),
  query: (apiKey) => ({ signature: apiKey }),
  async readPage(client, cursor) {
    let at: YourlsCursor =
      cursor === null ? { start: 0, held: null } : YourlsCursor.parse(JSON.parse(cursor));
    for (let reads = 0; ; reads++) {
      const { links, total } = await statsPage(client, at.start);
      const moved = at.held === null ? 0 : total - at.held;
      if (moved !== 0 && reads < REALIGN_MAX) {
        // A removed link moves the offset back: a link read twice counts as already there.
        at = { start: Math.max(0, at.start + moved), held: total };
        continue;
      }
      const read = links.length;
      return {
        links: links.map(linkOf),
        total,
        next:
          read > 0 && at.start + read < total
            ? JSON.stringify({ start: at.start + read, held: total })
            : null,
      };
    }
  },
};

async function statsPage(
  client: SourceClient,
  start: number,
): Promise<{ links: unknown[]; total: number }> {
  const query = new URLSearchParams({
    action: 'stats',
    filter: 'last',
    limit: String(PAGE_SIZE),
    start: String(start),
    format: 'json',
  });
  const parsed = YourlsStats.safeParse(await client.getJson(`yourls-api.php?${query}`));
  if (!parsed.success) {
    throw new SourceFailure("The source answered a page that is not YOURLS's stats of links");
  }
  // `link_1`, `link_2`…: read in their number's order, whatever the JSON's.
  const entries = Object.entries(parsed.data.links ?? {}).sort(
    ([a], [b]) => numberOf(a) - numberOf(b),
  );
  return { links: entries.map(([, link]) => link), total: parsed.data.stats.total_links };
}

const numberOf = (key: string) => Number(key.replace(/^\D+/, '')) || 0;

function linkOf(item: unknown): SourceLink | UnreadableLink {
  const parsed = YourlsLink.safeParse(item);
  const code = parsed.success ? keywordOf(parsed.data.shorturl) : null;
  if (!parsed.success || !code) return { problem: 'a YOURLS link without shorturl or url' };
  const link = parsed.data;
  return {
    code,
    url: link.url,
    domain: hostOf(link.shorturl),
    title: link.title || null,
    tags: [],
    createdAt: yourlsTimeOf(link.timestamp),
    clicks: link.clicks ?? null,
  };
}

/** The keyword is the short URL's last path segment (YOURLS may live under a path). */
function keywordOf(shortUrl: string): string | null {
  try {
    const segment = new URL(shortUrl).pathname.split('/').pop() ?? '';
    return decodeURIComponent(segment) || null;
  } catch {
    return null;
  }
}

/** `YYYY-MM-DD HH:MM:SS`, as YOURLS's database keeps it, read as UTC. */
function yourlsTimeOf(value: string | null | undefined): number | null {
  const match = value?.match(/^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/);
  if (!match) return null;
  const ms = Date.parse(`${match[1]}T${match[2]}Z`);
  return Number.isFinite(ms) ? ms : null;
}
