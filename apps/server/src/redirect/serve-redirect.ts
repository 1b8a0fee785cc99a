import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ClickBuffer } from '../clicks/click-buffer.js';
import type { Config } from '../config.js';
import { clientIpReader } from '../http/client-ip.js';
import type { CachedLink } from './link-cache.js';
import { redirectHeaders } from './redirect-headers.js';

/** Records the click of a redirect to `link` at `at` (ms), and answers it. */
export type ServeRedirect = (
  request: IncomingMessage,
  response: ServerResponse,
  link: CachedLink,
  at: number,
) => void;

/**
 * The one redirect answer, for the fast path (fast-path.ts) and Fastify's `GET /:code`
 * (routes.ts) alike: the click (GET only: HEAD is no visit) with the client address as
 * TRUST_PROXY says, the QR marker `?qr=1`, then the link's status and the redirect headers.
 */
export function redirectServer(deps: { config: Config; clicks: ClickBuffer }): ServeRedirect {
  const { clicks } = deps;
  const clientIp = clientIpReader(deps.config.trustProxy);
  return (request, response, link, at) => {
    if (request.method === 'GET') {
      const { url = '' } = request;
      const { headers } = request;
      clicks.record({
        linkId: link.id,
        at,
        ip: clientIp(request),
        userAgent: headers['user-agent'],
        referer: headers.referer,
        isQr: isQrScan(url),
      });
    }
    response.writeHead(link.status, redirectHeaders(link.url));
    response.end();
  };
}

/** Whether the request URL carries `qr=1`, as the links in our QR codes do (qr/qr-link.ts). */
function isQrScan(url: string): boolean {
  const queryAt = url.indexOf('?');
  return queryAt !== -1 && new URLSearchParams(url.slice(queryAt + 1)).get('qr') === '1';
}
