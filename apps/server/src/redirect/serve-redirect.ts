import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Ctx } from '../context.js';
import { clientIpReader } from '../http/client-ip.js';
import { countLimitedClick } from '../links/link-repository.js';
import { withVisitorQuery } from './forward-query.js';
import { hasExpired } from './has-expired.js';
import type { CachedLink, LinkExpiry } from './link-cache.js';
import { linkDisabledPage } from './link-disabled-page.js';
import { linkExpiredPage } from './link-expired-page.js';
import { linkPasswordPage, originOf, PASSWORD_FORM_ACTION } from './link-password-page.js';
import { redirectHeaders } from './redirect-headers.js';
import { firstMatch, Visit } from './redirect-rules.js';
import { ruleDestination } from './rule-destination.js';
import { isPreviewBot, socialPreviewPage } from './social-preview.js';
import { standalonePageHeaders } from './standalone-page.js';

/**
 * A password posted and checked (routes.ts), with the referrer the visitor had when the
 * password page was first shown: the form's own page is not where the click came from.
 */
export interface Unlocked {
  referrer: string | undefined;
}

/**
 * Records the click of a redirect to `link` at `at` (ms), and answers it. `unlocked`: the
 * visitor posted the link's password.
 */
export type ServeRedirect = (
  request: IncomingMessage,
  response: ServerResponse,
  link: CachedLink,
  at: number,
  unlocked?: Unlocked,
) => void;

/** Short links answered since start (for /metrics). */
export interface RedirectTally {
  count: number;
}

/**
 * The one redirect answer, for the fast path (fast-path.ts) and Fastify's `GET /:code`
 * (routes.ts) alike: the click (GET only: HEAD is no visit) with the client address as
 * TRUST_PROXY says, the QR marker `?qr=1`, then, once the click is spooled, the link's
 * status and the redirect headers.
 * A disabled link (takedown) records no click and answers 451 with the disabled page; an
 * expired one records none either and sends its visitors to its expired URL, or answers
 * 410 with the expired page. A link with a click limit counts each GET in the database
 * before it forwards (only those links pay for that round trip). A protected link answers
 * its password page (no click) until the visitor posts the password: then the click is
 * recorded and the answer is 303, so the browser goes on with a GET whatever the type; an
 * expired one (by date or clicks) says so before any prompt. A link with redirect rules
 * sends the visitors of the first rule that holds to its URL. A link that forwards the
 * query string passes the visitor's on to whichever destination.
 */
export function redirectServer(
  deps: Pick<Ctx, 'config' | 'clicks' | 'db' | 'log'>,
  tally: RedirectTally = { count: 0 },
): ServeRedirect {
  const { clicks } = deps;
  const clientIp = clientIpReader(deps.config.trustProxy);
  const disabledPage = Buffer.from(linkDisabledPage(deps.config.appUrl));
  const expiredPage = Buffer.from(linkExpiredPage(deps.config.appUrl));
  const passwordPage = Buffer.from(linkPasswordPage(deps.config.appUrl));
  /** The password page, carrying the visitor's referrer (when they have one) to the form. */
  const passwordPageFor = (request: IncomingMessage) => {
    const referrer = originOf(request.headers.referer);
    return referrer
      ? Buffer.from(linkPasswordPage(deps.config.appUrl, { referrer }))
      : passwordPage;
  };
  // A new header list per answer, as for redirects: writeHead may keep it.
  const page = (
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    body: Buffer,
    formAction?: string,
  ) => {
    response.writeHead(status, standalonePageHeaders(body, formAction));
    response.end(request.method === 'HEAD' ? undefined : body);
  };
  const expired = (
    request: IncomingMessage,
    response: ServerResponse,
    link: CachedLink,
    expiry: LinkExpiry,
  ) => {
    if (!expiry.url) return page(request, response, 410, expiredPage);
    response.writeHead(302, redirectHeaders(expiry.url, link.noReferrer));
    response.end();
  };
  /** What redirect rules may ask of the request. */
  const visitOf = (request: IncomingMessage, at: number) =>
    new Visit({
      userAgent: request.headers['user-agent'],
      acceptLanguage: request.headers['accept-language'],
      url: request.url ?? '',
      at,
      address: () => clientIp(request),
    });
  /** Records the click (GET, or a password posted) once spooled, and redirects to `url`. */
  const forward = (
    request: IncomingMessage,
    response: ServerResponse,
    link: CachedLink,
    at: number,
    unlocked: Unlocked | undefined,
    url = link.url,
  ) => {
    const location = link.forwardQuery
      ? withVisitorQuery(url, request.url ?? '', link.forwardQuery)
      : url;
    const answer = () => {
      response.writeHead(unlocked ? 303 : link.status, redirectHeaders(location, link.noReferrer));
      response.end();
    };
    if (request.method !== 'GET' && !unlocked) return answer();
    const { headers } = request;
    // Answered once the click is on disk (the spool's write of this turn): a crash after
    // the redirect left cannot lose its click.
    clicks.record(
      {
        linkId: link.id,
        at,
        ip: clientIp(request),
        userAgent: headers['user-agent'],
        referer: unlocked ? unlocked.referrer : headers.referer,
        isQr: isQrScan(request.url ?? ''),
      },
      answer,
    );
  };

  /**
   * A link with options: expiry, password, social preview (to its bots), click
   * limit, redirect rules, in that order.
   */
  const withOptions = async (
    request: IncomingMessage,
    response: ServerResponse,
    link: CachedLink,
    at: number,
    unlocked: Unlocked | undefined,
  ) => {
    const { expiry, rules } = link;
    if (expiry?.at != null && at >= expiry.at) return expired(request, response, link, expiry);
    if (link.isProtected && !unlocked) {
      // Spent already: said now, not after the visitor typed the password for nothing.
      if (expiry && (await hasExpired(deps.db, link, at)))
        return expired(request, response, link, expiry);
      return page(request, response, 200, passwordPageFor(request), PASSWORD_FORM_ACTION);
    }
    // A preview card is drawn, not a visit: no click, and no click limit spent.
    if (link.preview && isPreviewBot(request.headers['user-agent']))
      return page(request, response, 200, socialPreviewPage(link.preview, link.url));
    const isVisit = request.method === 'GET' || unlocked !== undefined;
    if (expiry?.maxClicks && isVisit && !(await countLimitedClick(deps.db, link.id)))
      return expired(request, response, link, expiry);
    const url = rules ? await ruleDestination(rules, visitOf(request, at)) : undefined;
    forward(request, response, link, at, unlocked, url);
  };

  return (request, response, link, at, unlocked) => {
    tally.count += 1;
    if (link.isDisabled) return page(request, response, 451, disabledPage);
    // Plain links answer synchronously: options cost only the links that have them. Rules
    // that ask no country are judged here too; a country may wait for its lookup.
    if (!link.expiry && !link.isProtected && !link.preview && !link.rules?.needsCountry) {
      const url = link.rules && firstMatch(link.rules, visitOf(request, at));
      return forward(
        request,
        response,
        link,
        at,
        undefined,
        typeof url === 'string' ? url : undefined,
      );
    }
    withOptions(request, response, link, at, unlocked).catch((error: unknown) => {
      deps.log.error({ err: error, linkId: link.id }, 'answering a link with options failed');
      response.writeHead(503, [
        'retry-after',
        '5',
        'content-length',
        '0',
        'cache-control',
        'no-store',
      ]);
      response.end();
    });
  };
}

/** Whether the request URL carries `qr=1`, as the links in our QR codes do (qr/qr-link.ts). */
function isQrScan(url: string): boolean {
  const queryAt = url.indexOf('?');
  return queryAt !== -1 && new URLSearchParams(url.slice(queryAt + 1)).get('qr') === '1';
}
