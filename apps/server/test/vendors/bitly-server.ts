import { json } from './shlink-server.js';
import { startVendorServer, type VendorFault, type VendorServer } from './vendor-http.js';

export interface BitlySeed {
  /** `bit.ly/AbCdEf1`. */
  id: string;
  long_url: string;
  title?: string | null;
  tags?: string[];
  created_at?: string;
  clicks?: number;
}

export type BitlyServer = VendorServer;

/** Answers a request itself when it returns true (faults: 429, 403…). */
export type BitlyFault = VendorFault;

const GROUP = 'Bg1a2b3c4d5';

/**
 * A loopback server shaped like Bitly's API v4: a Bearer token, `GET /v4/user` with the
 * default group, `GET /v4/groups/{guid}/bitlinks?size=&search_after=` whose `pagination`
 * carries the next `search_after` (empty after the last page), per-link
 * `/v4/bitlinks/{id}/clicks/summary`, and Bitly's error body `{ message, description }`.
 */
export async function startBitlyServer(options: {
  token: string;
  links: BitlySeed[];
  fault?: BitlyFault;
  hold?: (path: string) => Promise<void> | undefined;
}): Promise<BitlyServer> {
  const byId = new Map(options.links.map((link) => [link.id, link]));
  return startVendorServer({
    isAuthorized: (request) => request.headers.authorization === `Bearer ${options.token}`,
    refuse: (response) =>
      json(response, 403, {
        message: 'FORBIDDEN',
        resource: 'bitlinks',
        description: 'You are currently forbidden to access this resource.',
      }),
    fault: options.fault,
    hold: options.hold,
    route: (url, response) => {
      if (url.pathname === '/v4/user')
        return json(response, 200, { login: 'ada', default_group_guid: GROUP });
      const clicks = url.pathname.match(/^\/v4\/bitlinks\/(.+)\/clicks\/summary$/);
      if (clicks) {
        const id = decodeURIComponent(clicks[1] ?? '');
        const seed = byId.get(id);
        if (!seed)
          return json(response, 404, {
            message: 'NOT_FOUND',
            resource: 'bitlinks',
            description: 'What you are looking for cannot be found.',
          });
        return json(response, 200, {
          unit_reference: '2024-06-01T00:00:00+0000',
          total_clicks: seed.clicks ?? 0,
          units: -1,
          unit: 'month',
        });
      }
      if (url.pathname !== `/v4/groups/${GROUP}/bitlinks`) {
        return json(response, 404, {
          message: 'NOT_FOUND',
          description: 'What you are looking for cannot be found.',
        });
      }
      const size = Number(url.searchParams.get('size') ?? '50');
      // Newest first, as Bitly lists; search_after is an opaque token: here the last index.
      const after = url.searchParams.get('search_after');
      const from = after ? Number(Buffer.from(after, 'base64url').toString()) + 1 : 0;
      const page = options.links.slice(from, from + size);
      const last = from + page.length - 1;
      json(response, 200, {
        links: page.map((seed) => ({
          created_at: seed.created_at ?? '2024-01-01T00:00:00+0000',
          id: seed.id,
          link: `https://${seed.id}`,
          custom_bitlinks: [],
          long_url: seed.long_url,
          title: seed.title ?? null,
          archived: false,
          created_by: 'ada',
          client_id: 'a1b2c3',
          custom_bitlinks_count: 0,
          tags: seed.tags ?? [],
          deeplinks: [],
          references: { group: `https://api-ssl.bitly.com/v4/groups/${GROUP}` },
        })),
        pagination: {
          prev: '',
          next: '',
          size,
          page: 1,
          total: options.links.length,
          search_after:
            last + 1 < options.links.length ? Buffer.from(String(last)).toString('base64url') : '',
        },
      });
    },
  });
}
