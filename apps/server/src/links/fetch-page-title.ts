import type { LinkTitleReply } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { AppError, NotFound } from '../errors.js';
import { FetchFailure } from '../net/fetch-failure.js';
import { checkedDestination } from './link-rules.js';
import { readPageTitle } from './read-page-title.js';

/** Titles sit in a page's head; the fetcher's own cap (64 KiB) may cut this further. */
const TITLE_BODY_BYTES = 256 * 1024;

export const TITLE_FETCH_OFF = 'Page titles are not fetched on this server';

/**
 * A destination's page title through the SSRF-safe fetcher, for /create's title field.
 * Only with DESTINATION_PROBE=on: the operator chose to let the server fetch destinations.
 * Whatever goes wrong (a refused address, no answer, not HTML, no title) is a null
 * title, never an error: the person can type one.
 */
export async function fetchPageTitle({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { url: string };
}): Promise<LinkTitleReply> {
  if (!ctx.config.destinationProbe) throw new NotFound(TITLE_FETCH_OFF);
  let url: string;
  try {
    url = checkedDestination(ctx, input.url);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { title: null };
  }
  try {
    const response = await ctx.safeFetch({
      url,
      method: 'GET',
      headers: { accept: 'text/html' },
      maxBodyBytes: TITLE_BODY_BYTES,
    });
    const type = String(response.headers['content-type'] ?? '').toLowerCase();
    if (response.status >= 400 || !type.startsWith('text/html')) return { title: null };
    return { title: readPageTitle(response.body.toString('utf8')) };
  } catch (error) {
    if (!(error instanceof FetchFailure)) throw error;
    ctx.log.info({ url, reason: error.reason }, 'page title fetch failed');
    return { title: null };
  }
}
