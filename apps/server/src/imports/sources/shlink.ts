import { z } from 'zod';
import type { ImportSourceReader } from './import-source.js';
import { hostOf, linksOf, pageOf, timeOf } from './import-source.js';

const PAGE_SIZE = 100;

const ShlinkPage = z.object({
  shortUrls: z.object({
    data: z.array(z.unknown()),
    pagination: z.object({
      currentPage: z.number(),
      pagesCount: z.number(),
      totalItems: z.number(),
    }),
  }),
});

const ShlinkShortUrl = z.object({
  shortCode: z.string().min(1),
  shortUrl: z.string(),
  longUrl: z.string().min(1),
  dateCreated: z.string().nullable().optional(),
  domain: z.string().nullable().optional(),
  title: z.string().nullable().optional(),
  tags: z.array(z.string()).optional(),
  visitsSummary: z.object({ total: z.number() }).optional(),
  /** Before Shlink 3.5 the only count. */
  visitsCount: z.number().optional(),
});

/**
 * Shlink's REST API v3: `GET /rest/v3/short-urls?page=&itemsPerPage=` with `X-Api-Key`,
 * oldest first so links made during the import land on later pages. The cursor is the
 * page number.
 */
export const shlinkSource: ImportSourceReader = {
  headers: (apiKey) => ({ 'x-api-key': apiKey }),
  async readPage(client, cursor) {
    const page = cursor === null ? 1 : Number(cursor);
    const query = new URLSearchParams({
      page: String(page),
      itemsPerPage: String(PAGE_SIZE),
      orderBy: 'dateCreated-ASC',
    });
    const { data, pagination } = pageOf(
      ShlinkPage,
      await client.getJson(`rest/v3/short-urls?${query}`),
      "Shlink's short URL list",
    ).shortUrls;
    return {
      links: linksOf(data, ShlinkShortUrl, 'a short URL without shortCode or longUrl', (link) => ({
        code: link.shortCode,
        url: link.longUrl,
        domain: link.domain ?? hostOf(link.shortUrl),
        title: link.title ?? null,
        tags: link.tags ?? [],
        createdAt: timeOf(link.dateCreated),
        clicks: link.visitsSummary?.total ?? link.visitsCount ?? null,
      })),
      total: pagination.totalItems,
      next: pagination.currentPage < pagination.pagesCount ? String(page + 1) : null,
    };
  },
};
