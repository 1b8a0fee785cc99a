import { z } from 'zod';
import type { SourceClient } from '../source-client.js';
import { SourceFailure } from '../source-failure.js';
import type { ImportSourceReader, SourceLink, UnreadableLink } from './import-source.js';
import { countOf, entryOf, hostOf, pageOf, readEach, timeOf } from './import-source.js';

/** Rebrandly's largest `limit`. */
const PAGE_SIZE = 25;

/** Where a Rebrandly import is: its workspace (null: the key's own) and the last link read. */
const RebrandlyCursor = z.object({
  workspace: z.string().nullable(),
  last: z.string().nullable(),
});
type RebrandlyCursor = z.infer<typeof RebrandlyCursor>;

const RebrandlyLink = z.object({
  id: z.string().min(1),
  slashtag: z.string().min(1),
  destination: z.string().min(1),
  title: z.string().nullable().optional(),
  shortUrl: z.string().nullable().optional(),
  domain: z
    .object({ fullName: z.string().min(1) })
    .nullable()
    .optional(),
  createdAt: z.string().nullable().optional(),
  clicks: z.number().optional(),
});
const RebrandlyTags = z.array(z.object({ name: z.string() }));
/** Only the id of an entry, read to page on past an entry that is otherwise unreadable. */
const Identified = z.object({ id: z.string().min(1) });

export function rebrandlyCursor(workspace: string | undefined): string | null {
  return workspace ? JSON.stringify({ workspace, last: null }) : null;
}

/**
 * Rebrandly's API v1: `GET /v1/links?limit=&orderBy=createdAt&orderDir=desc&last=` with
 * the `apikey` header (and `workspace` when one is named), the total from
 * `/v1/links/count`, and each link's tags from `/v1/links/{id}/tags`. Newest first with
 * `last`, so links made during the import never shift the pages still to read.
 */
export const rebrandlySource: ImportSourceReader = {
  headers: (apiKey) => ({ apikey: apiKey }),
  async readPage(client, cursor) {
    const at: RebrandlyCursor =
      cursor === null ? { workspace: null, last: null } : RebrandlyCursor.parse(JSON.parse(cursor));
    const headers: Record<string, string> = at.workspace ? { workspace: at.workspace } : {};
    const total =
      at.last === null
        ? await countOf(
            client,
            'v1/links/count',
            z.object({ count: z.number() }).transform((body) => body.count),
            headers,
          )
        : null;
    const query = new URLSearchParams({
      limit: String(PAGE_SIZE),
      orderBy: 'createdAt',
      orderDir: 'desc',
    });
    if (at.last) query.set('last', at.last);
    const items = pageOf(
      z.array(z.unknown()),
      await client.getJson(`v1/links?${query}`, headers),
      "Rebrandly's list of links",
    );
    return {
      links: await readEach(items, (item) => linkOf(client, item, headers)),
      total,
      next:
        items.length === PAGE_SIZE
          ? JSON.stringify({ workspace: at.workspace, last: lastIdOf(items) })
          : null,
    };
  },
};

async function linkOf(
  client: SourceClient,
  item: unknown,
  headers: Record<string, string>,
): Promise<SourceLink | UnreadableLink> {
  const link = entryOf(RebrandlyLink, item);
  if (!link) return { problem: 'a link without slashtag or destination' };
  const tags = RebrandlyTags.safeParse(
    await client.getJson(`v1/links/${encodeURIComponent(link.id)}/tags`, headers),
  );
  return {
    code: link.slashtag,
    url: link.destination,
    domain: link.domain?.fullName ?? hostOf(link.shortUrl),
    title: link.title ?? null,
    tags: tags.success ? tags.data.map((tag) => tag.name) : [],
    createdAt: timeOf(link.createdAt),
    clicks: link.clicks ?? null,
  };
}

function lastIdOf(items: unknown[]): string {
  const last = entryOf(Identified, items.at(-1));
  if (!last)
    throw new SourceFailure(
      'Rebrandly listed a link without id: the next page cannot be asked for',
    );
  return last.id;
}
