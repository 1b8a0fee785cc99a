import { findProfile } from '../accounts/user-repository.js';
import type { Ctx } from '../context.js';
import type { Link } from '../db/schema.js';
import { startPeriodic } from '../jobs/start-periodic.js';
import { shortLinkFor } from '../links/short-url.js';
import { linkBrokenEmail } from '../mail/templates/link-broken-email.js';
import { FetchFailure } from '../net/fetch-failure.js';
import { type HealthVerdict, verdictOfFailure, verdictOfStatus } from './health-verdict.js';
import {
  claimLinkCheck,
  linksDueForCheck,
  markOwnerNotified,
  recordLinkHealth,
} from './link-health-repository.js';

export const CHECK_EVERY_MS = 24 * 60 * 60_000;
/** Links claimed per round, and how many of them are fetched at once. */
export const ROUND_SIZE = 50;
const PARALLEL_FETCHES = 5;

/** What the checker uses of the context (tests build it from the real parts). */
export type LinkHealthCtx = Pick<Ctx, 'config' | 'db' | 'clock' | 'log' | 'mail' | 'safeFetch'>;

/**
 * One round: each due link (opted in, enabled, not checked for a day) is claimed, its
 * destination fetched through the SSRF-safe fetcher (status only, its 5 s timeout), and
 * the verdict stored. A link turning broken mails its creator once; it is not mailed again
 * while it stays broken, and a recovery clears the mark. Returns the links checked.
 */
export async function checkDueLinks(ctx: LinkHealthCtx): Promise<number> {
  const now = ctx.clock.now();
  const due = await linksDueForCheck(ctx.db, now - CHECK_EVERY_MS, ROUND_SIZE);
  let checked = 0;
  const queue = [...due];
  const worker = async () => {
    for (let link = queue.shift(); link; link = queue.shift()) {
      if (!(await claimLinkCheck(ctx.db, link, now))) continue;
      // One link's trouble (a database error mid-check) leaves the others' checks running.
      await checkOne(ctx, link, now).catch((error: unknown) =>
        ctx.log.warn({ err: error, linkId: link.id }, 'link health check failed'),
      );
      checked += 1;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_FETCHES }, worker));
  return checked;
}

async function checkOne(ctx: LinkHealthCtx, link: Link, now: number): Promise<void> {
  const verdict = await fetchVerdict(ctx, link.url);
  if (!(await recordLinkHealth(ctx.db, link.id, now, verdict))) return;
  if (verdict.status === 'ok') return;
  ctx.log.info({ linkId: link.id, detail: verdict.detail }, 'link destination is broken');
  if (await markOwnerNotified(ctx.db, link.id, now)) await mailOwner(ctx, link, verdict);
}

async function fetchVerdict(ctx: LinkHealthCtx, url: string): Promise<HealthVerdict> {
  try {
    const { status } = await ctx.safeFetch({ url, method: 'GET', maxBodyBytes: 0 });
    return verdictOfStatus(status);
  } catch (error) {
    if (error instanceof FetchFailure) return verdictOfFailure(error);
    throw error;
  }
}

/** A team link mails the member who created it: they chose the destination. */
async function mailOwner(ctx: LinkHealthCtx, link: Link, verdict: HealthVerdict): Promise<void> {
  const owner = link.user_id ? await findProfile(ctx.db, link.user_id) : undefined;
  if (!owner) return;
  await ctx.mail.send(
    linkBrokenEmail({
      to: owner.email,
      shortLink: shortLinkFor(ctx.config, link),
      destination: link.url,
      detail: verdict.detail,
      url: new URL('/user/dashboard', ctx.config.appUrl).href,
    }),
  );
}

/**
 * Runs rounds on a timer until stopped, back to back while a round finds a full batch;
 * errors are logged and the next tick tries again.
 */
export function startLinkHealthChecks(
  ctx: LinkHealthCtx,
  options: { roundEveryMs: number } = { roundEveryMs: 10 * 60_000 },
): { stop(): Promise<void> } {
  return startPeriodic(
    options.roundEveryMs,
    async (isStopped) => {
      while (!isStopped() && (await checkDueLinks(ctx)) === ROUND_SIZE);
    },
    (error) => ctx.log.warn({ err: error }, 'link health round failed'),
  );
}
