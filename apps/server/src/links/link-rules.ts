import {
  DESTINATION_MESSAGES,
  destinationProblem,
  IMPORTED_CODE_MIN_LENGTH,
  isHostInList,
  normalizeDestination,
  type OwnServer,
  pointsAtOwnServer,
  SHORT_CODE_MIN_LENGTH,
  shortCodeProblem,
} from '@kurz/shared';
import type { Ctx } from '../context.js';
import { Invalid } from '../errors.js';
import { SHORT_CODE_MESSAGES } from './short-code-messages.js';

/**
 * The checks every link passes, on creation and on edit alike, so an edited link can
 * never hold what a new one could not.
 */

/**
 * A trimmed custom code, or undefined when blank; throws Invalid when it breaks the rule.
 * An imported code keeps the length its shortener gave it.
 */
export function checkedShortCode(
  code: string | null | undefined,
  { isImported = false }: { isImported?: boolean } = {},
): string | undefined {
  const trimmed = code?.trim() || undefined;
  if (trimmed) {
    const problem = shortCodeProblem(
      trimmed,
      isImported ? IMPORTED_CODE_MIN_LENGTH : SHORT_CODE_MIN_LENGTH,
    );
    if (problem) throw new Invalid(SHORT_CODE_MESSAGES[problem]);
  }
  return trimmed;
}

/**
 * The destination as stored (percent-encoded by the URL parser, always a valid Location).
 * Never this server itself, under any spelling (a link to it would loop). Blocked hosts
 * and prefixes are the blocklist's (BLOCKED_HOSTS and the blocklist file).
 */
export function checkedDestination(ctx: Ctx, url: string): string {
  const problem = destinationProblem(url, [...ctx.config.shortDomains, ctx.config.appUrl.host]);
  if (problem) throw new Invalid(DESTINATION_MESSAGES[problem]);
  const href = normalizeDestination(url);
  if (pointsAtOwnServer(new URL(href), ownServer(ctx)))
    throw new Invalid(DESTINATION_MESSAGES.own_domain);
  if (ctx.blocklist.blocks(href)) throw new Invalid(DESTINATION_MESSAGES.blocked);
  return href;
}

/** This server as a destination could name it: a link there would redirect to itself. */
function ownServer({ config, servingDomains }: Ctx): OwnServer {
  const names = [...config.shortDomains, ...config.appHosts];
  const { appUrl } = config;
  return {
    isOwnName: (hostname) =>
      isHostInList(hostname, names) || servingDomains.get(hostname) !== undefined,
    ports: [String(config.port), appUrl.port || (appUrl.protocol === 'https:' ? '443' : '80')],
    listenAddress: config.host,
  };
}
