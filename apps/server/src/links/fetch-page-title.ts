import type { LinkTitleReply } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { AppError, NotFound } from '../errors.js';
import { FetchFailure } from '../net/fetch-failure.js';
import { checkedDestination } from './link-rules.js';
import { TITLE_BODY_BYTES, titleOfPage } from './read-page-title.js';

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
    return { title: titleOfPage(response) };
  } catch (error) {
    if (!(error instanceof FetchFailure)) throw error;
    ctx.log.info({ url, reason: error.reason }, 'page title fetch failed');
    return { title: null };
  }
}
