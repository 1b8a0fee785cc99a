import type { ServerResponse } from 'node:http';
import { json } from './shlink-server.js';
import { html, startVendorServer, type VendorFault, type VendorServer } from './vendor-http.js';

/** A link as the test seeds it; the server answers it in YOURLS's shape. */
export interface YourlsSeed {
  keyword: string;
  url: string;
  title?: string;
  /** `YYYY-MM-DD HH:MM:SS`, as YOURLS's table keeps it. */
  timestamp: string;
  clicks?: number;
}

export interface YourlsServer extends VendorServer {
  /** The `start` of every stats request, in order. */
  starts: number[];
}

/** The short host the server's `shorturl`s are on. */
export const YOURLS_HOST = 'sho.rt';

/**
 * A loopback server shaped like YOURLS's `/yourls-api.php`: the passwordless `signature`
 * in the query, `action=stats` with its filters (top, bottom by clicks; last: newest first;
 * rand) from `start` for `limit` as `link_1`…, no `links` past the end, `stats` of the
 * whole table, numbers from the database as strings (PHP's), `action=db-stats`, and
 * YOURLS's error bodies. `links` may change while it runs.
 */
export async function startYourlsServer(options: {
  signature: string;
  links: YourlsSeed[];
  fault?: VendorFault;
}): Promise<YourlsServer> {
  const starts: number[] = [];
  const server = await startVendorServer({
    isAuthorized: (_request, url) =>
      url.pathname !== '/yourls-api.php' || url.searchParams.get('signature') === options.signature,
    refuse: (response) => json(response, 403, { message: 'Please log in', errorCode: 403 }),
    fault: options.fault,
    route: (url, response) => {
      if (url.pathname !== '/yourls-api.php') {
        return html(response, 404, '<!doctype html><title>Not found</title><h1>Not Found</h1>');
      }
      const params = url.searchParams;
      if (params.get('format') !== 'json') {
        response.writeHead(200, { 'content-type': 'application/xml' });
        return response.end('<?xml version="1.0"?><result><message>success</message></result>');
      }
      const action = params.get('action');
      if (action === 'db-stats') {
        return json(response, 200, {
          'db-stats': dbStats(options.links),
          statusCode: 200,
          message: 'success',
        });
      }
      if (action !== 'stats') {
        return json(response, 400, {
          errorCode: 400,
          message: 'Unknown or missing "action" parameter',
        });
      }
      const start = intval(params.get('start'));
      starts.push(start);
      stats(
        response,
        options.links,
        params.get('filter') ?? 'top',
        intval(params.get('limit')),
        start,
      );
    },
  });
  return Object.assign(server, { starts });
}

function stats(
  response: ServerResponse,
  links: YourlsSeed[],
  filter: string,
  limit: number,
  start: number,
): void {
  const body: Record<string, unknown> = {};
  if (limit > 0) {
    const page = ordered(links, filter).slice(start, start + limit);
    // YOURLS sets `links` only when a row came back.
    if (page.length > 0) {
      body.links = Object.fromEntries(
        page.map((seed, index) => [
          `link_${index + 1}`,
          {
            shorturl: `https://${YOURLS_HOST}/${seed.keyword}`,
            url: seed.url,
            title: seed.title ?? '',
            timestamp: seed.timestamp,
            ip: '127.0.0.1',
            clicks: String(seed.clicks ?? 0),
          },
        ]),
      );
    }
  }
  json(response, 200, { ...body, stats: dbStats(links), statusCode: 200, message: 'success' });
}

/** YOURLS's ORDER BY per filter; ties keep the table's order, as MySQL's index gives them. */
function ordered(links: YourlsSeed[], filter: string): YourlsSeed[] {
  const byClicks = (a: YourlsSeed, b: YourlsSeed) => (a.clicks ?? 0) - (b.clicks ?? 0);
  const copy = [...links];
  if (filter === 'last') return copy.sort((a, b) => b.timestamp.localeCompare(a.timestamp));
  if (filter === 'bottom') return copy.sort(byClicks);
  if (filter === 'rand' || filter === 'random') return copy.sort(() => Math.random() - 0.5);
  return copy.sort((a, b) => byClicks(b, a));
}

function dbStats(links: YourlsSeed[]) {
  const clicks = links.reduce((sum, link) => sum + (link.clicks ?? 0), 0);
  return { total_links: String(links.length), total_clicks: String(clicks) };
}

/** PHP's intval: the leading digits, 0 for none. */
const intval = (text: string | null) => Number.parseInt(text ?? '', 10) || 0;
