import { z } from 'zod';
import type { SourceClient } from '../source-client.js';
import { SourceFailure } from '../source-failure.js';
import type { ImportSourceReader, SourceLink, UnreadableLink } from './import-source.js';
import { timeOf } from './import-source.js';

/** The most Short.io's link list answers at once. */
const PAGE_SIZE = 150;

/** Where a Short.io import is: the domain (by its place in the id order) and its page token. */
const ShortioCursor = z.object({ domain: z.number().int().min(0), token: z.string().nullable() });
type ShortioCursor = z.infer<typeof ShortioCursor>;

const ShortioDomains = z.array(
  z.object({ id: z.union([z.number(), z.string()]), hostname: z.string().min(1) }),
);
type ShortioDomain = z.infer<typeof ShortioDomains>[number];
const ShortioPage = z.object({
  links: z.array(z.unknown()),
  nextPageToken: z.string().nullable().optional(),
});
const ShortioLink = z.object({
  path: z.string().min(1),
  originalURL: z.string().min(1),
  title: z.string().nullable().optional(),
  tags: z.array(z.string()).optional(),
  createdAt: z.string().nullable().optional(),
});

/**
 * Short.io's API: the secret key as the raw `authorization` header, the account's domains
 * from `GET /api/domains`, then each domain's links by `GET /api/links?domain_id=&limit=
 * &pageToken=`. Clicks live in Short.io's statistics API on another host: none are read.
 */
export const shortioSource: ImportSourceReader = {
  headers: (apiKey) => ({ authorization: apiKey }),
  async readPage(client, cursor) {
    const at: ShortioCursor =
      cursor === null ? { domain: 0, token: null } : ShortioCursor.parse(JSON.parse(cursor));
    const domains = await domainsOf(client);
    const domain = domains[at.domain];
    if (!domain) return { links: [], total: null, next: null };
    const query = new URLSearchParams({ domain_id: String(domain.id), limit: String(PAGE_SIZE) });
    if (at.token) query.set('pageToken', at.token);
    const parsed = ShortioPage.safeParse(await client.getJson(`api/links?${query}`));
    if (!parsed.success) {
      throw new SourceFailure("The source answered a page that is not Short.io's list of links");
    }
    const { links, nextPageToken } = parsed.data;
    const token = nextPageToken || null;
    // A token that does not move ends the domain, as an empty page or none does.
    const sameDomain = links.length > 0 && token !== null && token !== at.token;
    const next: ShortioCursor | null = sameDomain
      ? { domain: at.domain, token }
      : at.domain + 1 < domains.length
        ? { domain: at.domain + 1, token: null }
        : null;
    return {
      links: links.map((item) => linkOf(item, domain)),
      total: null,
      next: next && JSON.stringify(next),
    };
  },
};

/** The account's domains, in id order so a saved cursor's index names the same one. */
async function domainsOf(client: SourceClient): Promise<ShortioDomain[]> {
  const parsed = ShortioDomains.safeParse(await client.getJson('api/domains'));
  if (!parsed.success) {
    throw new SourceFailure("The source answered something that is not Short.io's domain list");
  }
  return [...parsed.data].sort((a, b) =>
    String(a.id).localeCompare(String(b.id), 'en', { numeric: true }),
  );
}

function linkOf(item: unknown, domain: ShortioDomain): SourceLink | UnreadableLink {
  const parsed = ShortioLink.safeParse(item);
  if (!parsed.success) return { problem: 'a Short.io link without path or originalURL' };
  const link = parsed.data;
  return {
    code: link.path,
    url: link.originalURL,
    domain: domain.hostname,
    title: link.title || null,
    tags: link.tags ?? [],
    createdAt: timeOf(link.createdAt),
    clicks: null,
  };
}
