import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ClickBuffer } from '../clicks/click-buffer.js';
import type { Config } from '../config.js';
import { clientIpReader } from '../http/client-ip.js';
import type { CachedLink } from './link-cache.js';
import { linkDisabledHeaders, linkDisabledPage } from './link-disabled-page.js';
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
 * TRUST_PROXY says, the QR marker `?qr=1`, then, once the click is spooled, the link's
 * status and the redirect headers.
 * A disabled link (takedown) records no click and answers 451 with the disabled page.
 */
export function redirectServer(deps: { config: Config; clicks: ClickBuffer }): ServeRedirect {
  const { clicks } = deps;
  const clientIp = clientIpReader(deps.config.trustProxy);
  const disabledPage = Buffer.from(linkDisabledPage(deps.config.appUrl));
  return (request, response, link, at) => {
    if (link.isDisabled) {
      // A new list per answer, as for redirects: writeHead may keep it.
      response.writeHead(451, linkDisabledHeaders(disabledPage));
      response.end(request.method === 'HEAD' ? undefined : disabledPage);
      return;
    }
    const answer = () => {
      response.writeHead(link.status, redirectHeaders(link.url));
      response.end();
    };
    if (request.method !== 'GET') return answer();
    const { url = '' } = request;
    const { headers } = request;
    // Answered once the click is on disk (the spool's write of this turn): a crash after
    // the redirect left cannot lose its click.
    clicks.record(
      {
        linkId: link.id,
        at,
        ip: clientIp(request),
        userAgent: headers['user-agent'],
        referer: headers.referer,
        isQr: isQrScan(url),
      },
      answer,
    );
  };
}

/** Whether the request URL carries `qr=1`, as the links in our QR codes do (qr/qr-link.ts). */
function isQrScan(url: string): boolean {
  const queryAt = url.indexOf('?');
  return queryAt !== -1 && new URLSearchParams(url.slice(queryAt + 1)).get('qr') === '1';
}
