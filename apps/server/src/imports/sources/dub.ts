import { z } from 'zod';
import type { ImportSourceReader } from './import-source.js';
import { countOf, linksOf, pageOf, timeOf } from './import-source.js';

/** Dub's largest `pageSize`. */
const PAGE_SIZE = 100;

const DubLink = z.object({
  domain: z.string().min(1),
  key: z.string().min(1),
  url: z.string().min(1),
  title: z.string().nullable().optional(),
  tags: z
    .array(z.object({ name: z.string() }))
    .nullable()
    .optional(),
  createdAt: z.string().nullable().optional(),
  clicks: z.number().optional(),
});

/**
 * Dub's API (`https://api.dub.co`): `GET /links?page=&pageSize=` with a Bearer key, pages
 * from 1, newest first; `GET /links/count` gives the total. The cursor is the page number.
 */
export const dubSource: ImportSourceReader = {
  headers: (apiKey) => ({ authorization: `Bearer ${apiKey}` }),
  async readPage(client, cursor) {
    const page = cursor === null ? 1 : Number(cursor);
    // The count once, before the first page: a resumed job kept the total it had.
    const total = cursor === null ? await countOf(client, 'links/count', z.number()) : null;
    const query = new URLSearchParams({
      page: String(page),
      pageSize: String(PAGE_SIZE),
      sortBy: 'createdAt',
      withTags: 'true',
    });
    const items = pageOf(
      z.array(z.unknown()),
      await client.getJson(`links?${query}`),
      "Dub's list of links",
    );
    return {
      links: linksOf(items, DubLink, 'a link without key or url', (link) => ({
        code: link.key,
        url: link.url,
        domain: link.domain,
        title: link.title ?? null,
        tags: (link.tags ?? []).map((tag) => tag.name),
        createdAt: timeOf(link.createdAt),
        clicks: link.clicks ?? null,
      })),
      total,
      // A short page is the last; a full one may be followed by an empty one.
      next: items.length === PAGE_SIZE ? String(page + 1) : null,
    };
  },
};
