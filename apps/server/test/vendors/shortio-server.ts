import { json } from './shlink-server.js';
import {
  pageToken,
  startVendorServer,
  type VendorFault,
  type VendorServer,
} from './vendor-http.js';

/** A link as the test seeds it; the server answers it in Short.io's shape. */
export interface ShortioSeed {
  path: string;
  originalURL: string;
  title?: string | null;
  tags?: string[];
  /** ISO time; the list is newest first. */
  createdAt: string;
}

export interface ShortioDomainSeed {
  id: number;
  hostname: string;
  links: ShortioSeed[];
}

/** The most links Short.io's list answers at once. */
const LIMIT_MAX = 150;

/**
 * A loopback server shaped like Short.io's API: the secret key as the raw `authorization`
 * header, `GET /api/domains`, `GET /api/links?domain_id=&limit=&pageToken=` newest first
 * with `count` and a `nextPageToken` on every page but the last, and its error bodies
 * (`{ error }` on a refused key, `{ message }` elsewhere).
 */
export async function startShortioServer(options: {
  apiKey: string;
  domains: ShortioDomainSeed[];
  fault?: VendorFault;
}): Promise<VendorServer> {
  return startVendorServer({
    isAuthorized: (request) => request.headers.authorization === options.apiKey,
    refuse: (response) => json(response, 401, { error: 'Unauthorized' }),
    fault: options.fault,
    route: (url, response) => {
      if (url.pathname === '/api/domains') {
        return json(
          response,
          200,
          options.domains.map((domain) => ({
            id: domain.id,
            hostname: domain.hostname,
            state: 'configured',
            linkType: 'random',
            TeamId: null,
            createdAt: '2024-01-01T00:00:00.000Z',
          })),
        );
      }
      if (url.pathname !== '/api/links') return json(response, 404, { message: 'Not Found' });
      const domain = options.domains.find(
        (candidate) => String(candidate.id) === url.searchParams.get('domain_id'),
      );
      if (!domain) return json(response, 403, { message: 'Forbidden' });
      const limit = Number(url.searchParams.get('limit') ?? '150');
      if (!Number.isInteger(limit) || limit < 1 || limit > LIMIT_MAX) {
        return json(response, 400, { message: `"limit" must be between 1 and ${LIMIT_MAX}` });
      }
      const sorted = [...domain.links].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const from = pageToken.read(url.searchParams.get('pageToken'));
      const page = sorted.slice(from, from + limit);
      json(response, 200, {
        count: sorted.length,
        links: page.map((seed) => ({
          originalURL: seed.originalURL,
          path: seed.path,
          idString: `lnk_${domain.id}_${seed.path}`,
          id: `lnk_${domain.id}_${seed.path}`,
          shortURL: `https://${domain.hostname}/${seed.path}`,
          secureShortURL: `https://${domain.hostname}/${seed.path}`,
          cloaking: false,
          title: seed.title ?? null,
          tags: seed.tags ?? [],
          createdAt: seed.createdAt,
          skipQS: false,
          archived: false,
          DomainId: domain.id,
          OwnerId: 1,
          hasPassword: false,
          source: 'api',
        })),
        ...(from + page.length < sorted.length && {
          nextPageToken: pageToken.of(from + page.length),
        }),
      });
    },
  });
}
