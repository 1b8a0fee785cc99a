import { z } from 'zod';
import type { ImportSourceReader } from './import-source.js';
import { hostOf, linksOf, pageOf, timeOf } from './import-source.js';

/** Kutt's largest `limit`. */
const PAGE_SIZE = 50;

const KuttPage = z.object({
  limit: z.number(),
  skip: z.number(),
  total: z.number(),
  data: z.array(z.unknown()),
});

const KuttLink = z.object({
  address: z.string().min(1),
  target: z.string().min(1),
  /** The full short URL: its host is the link's domain. */
  link: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  created_at: z.string().nullable().optional(),
  visit_count: z.number().optional(),
});

/**
 * Kutt's API v2 (a self-hosted one or kutt.it): `GET /api/v2/links?skip=&limit=` with
 * `X-API-KEY`, newest first, the total in every page. The cursor is the `skip`. Kutt has
 * no tags.
 */
export const kuttSource: ImportSourceReader = {
  headers: (apiKey) => ({ 'x-api-key': apiKey }),
  async readPage(client, cursor) {
    const skip = cursor === null ? 0 : Number(cursor);
    const query = new URLSearchParams({ skip: String(skip), limit: String(PAGE_SIZE) });
    const { data, total } = pageOf(
      KuttPage,
      await client.getJson(`api/v2/links?${query}`),
      "Kutt's list of links",
    );
    const after = skip + data.length;
    return {
      links: linksOf(data, KuttLink, 'a link without address or target', (link) => ({
        code: link.address,
        url: link.target,
        domain: hostOf(link.link),
        title: link.description || null,
        tags: [],
        createdAt: timeOf(link.created_at),
        clicks: link.visit_count ?? null,
      })),
      total,
      next: data.length > 0 && after < total ? String(after) : null,
    };
  },
};
