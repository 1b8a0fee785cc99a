import type { Ctx } from '../context.js';
import { Invalid, InvalidForNow } from '../errors.js';
import type { SafeResponse } from '../net/create-safe-fetch.js';
import { FetchFailure, type FetchFailureReason } from '../net/fetch-failure.js';
import { TITLE_BODY_BYTES, titleOfPage } from './read-page-title.js';

/** The spec's server text; the web's catalogue maps 'invalid url or not accessible'. */
const NOT_ACCESSIBLE = 'Invalid URL or not accessible';

/** Failures that say nothing of the destination, only that it did not answer this time. */
const PASSING: ReadonlySet<FetchFailureReason> = new Set(['dns', 'connect', 'response', 'timeout']);

/** Statuses that say the page is not there; any other answer means the server is reachable. */
const MISSING = new Set([404, 410]);

/**
 * Fetches a destination through the SSRF-safe fetcher (status and headers only) and
 * refuses it when nothing answers: a private or loopback address, a name that does not
 * resolve, a refused connection, no answer within 5 s, too many redirects, or 404/410.
 * Guarded pages (401, 403, 429…) and server errors count as accessible: sites often
 * answer robots that way, and refusing a real link is worse than keeping a broken one.
 */
export async function probeDestination({
  ctx,
  input,
}: {
  ctx: Ctx;
  /** `readsTitle`: read the start of an HTML page too, for its title (the same fetch). */
  input: { url: string; readsTitle?: boolean };
}): Promise<{ title: string | null }> {
  let response: SafeResponse;
  try {
    response = await ctx.safeFetch({
      url: input.url,
      method: 'GET',
      maxBodyBytes: input.readsTitle ? TITLE_BODY_BYTES : 0,
    });
  } catch (error) {
    if (!(error instanceof FetchFailure)) throw error;
    ctx.log.info(
      { url: input.url, reason: error.reason, detail: error.message },
      'destination probe failed',
    );
    throw PASSING.has(error.reason)
      ? new InvalidForNow(NOT_ACCESSIBLE)
      : new Invalid(NOT_ACCESSIBLE);
  }
  const { status } = response;
  if (MISSING.has(status)) {
    ctx.log.info({ url: input.url, status }, 'destination probe found no page');
    throw new Invalid(NOT_ACCESSIBLE);
  }
  return { title: input.readsTitle ? titleOfPage(response) : null };
}
