import { z } from 'zod';
import type { SourceClient } from '../source-client.js';
import { SourceFailure } from '../source-failure.js';
import type { ImportSourceReader, SourceLink, UnreadableLink } from './import-source.js';
import { entryOf, pageOf, readEach, timeOf } from './import-source.js';

const PAGE_SIZE = 100;

/** Where a Bitly import is: its group, and the `search_after` of the next page. */
const BitlyCursor = z.object({ group: z.string().nullable(), after: z.string().nullable() });
type BitlyCursor = z.infer<typeof BitlyCursor>;

const BitlyUser = z.object({ default_group_guid: z.string().min(1) });
const BitlyPage = z.object({
  links: z.array(z.unknown()),
  pagination: z.object({
    total: z.number().optional(),
    search_after: z.string().nullable().optional(),
  }),
});
const Bitlink = z.object({
  /** `bit.ly/3xYz`: the domain and the code. */
  id: z.string().regex(/^[^/]+\/[^/]+$/),
  long_url: z.string().min(1),
  title: z.string().nullable().optional(),
  tags: z.array(z.string()).optional(),
  created_at: z.string().nullable().optional(),
});
const ClickSummary = z.object({ total_clicks: z.number() });

export function bitlyCursor(groupGuid: string | undefined): string | null {
  return groupGuid ? JSON.stringify({ group: groupGuid, after: null }) : null;
}

/**
 * Bitly's API v4: the key's group (`GET /v4/user` when none is given), its links by
 * `GET /v4/groups/{guid}/bitlinks?size=&search_after=` with a Bearer token, and each
 * link's all-time clicks from `/v4/bitlinks/{id}/clicks/summary`.
 */
export const bitlySource: ImportSourceReader = {
  headers: (apiKey) => ({ authorization: `Bearer ${apiKey}` }),
  async readPage(client, cursor) {
    const at = await cursorOf(client, cursor);
    const query = new URLSearchParams({ size: String(PAGE_SIZE) });
    if (at.after) query.set('search_after', at.after);
    const { links, pagination } = pageOf(
      BitlyPage,
      await client.getJson(`v4/groups/${encodeURIComponent(at.group)}/bitlinks?${query}`),
      "Bitly's list of bitlinks",
    );
    const after = pagination.search_after || null;
    return {
      links: await readEach(links, (item) => linkOf(client, item)),
      total: pagination.total ?? null,
      // An empty page, or a token that does not move, ends the list.
      next:
        links.length > 0 && after !== null && after !== at.after
          ? JSON.stringify({ group: at.group, after })
          : null,
    };
  },
};

async function cursorOf(
  client: SourceClient,
  cursor: string | null,
): Promise<BitlyCursor & { group: string }> {
  const at = cursor === null ? { group: null, after: null } : BitlyCursor.parse(JSON.parse(cursor));
  if (at.group) return { ...at, group: at.group };
  const user = BitlyUser.safeParse(await client.getJson('v4/user'));
  if (!user.success) throw new SourceFailure("The source did not name the key's Bitly group");
  return { group: user.data.default_group_guid, after: at.after };
}

async function linkOf(client: SourceClient, item: unknown): Promise<SourceLink | UnreadableLink> {
  const link = entryOf(Bitlink, item);
  if (!link) return { problem: 'a bitlink without id or long_url' };
  const [domain = '', code = ''] = link.id.split('/');
  const path = `${encodeURIComponent(domain)}/${encodeURIComponent(code)}`;
  const summary = ClickSummary.safeParse(
    await client.getJson(`v4/bitlinks/${path}/clicks/summary?unit=month&units=-1`),
  );
  return {
    code,
    url: link.long_url,
    domain,
    title: link.title ?? null,
    tags: link.tags ?? [],
    createdAt: timeOf(link.created_at),
    clicks: summary.success ? summary.data.total_clicks : null,
  };
}
