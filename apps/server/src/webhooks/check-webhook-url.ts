import { WEBHOOK_MESSAGES, webhookUrlProblem } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { Invalid } from '../errors.js';
import { FetchFailure } from '../net/fetch-failure.js';

/**
 * A webhook URL as saved: the shape rule, then its host resolved and judged by the same
 * address policy deliveries go through, so a private, loopback or metadata address is
 * refused when it is given and not only when a delivery fails. DNS may change later: every
 * delivery is checked again by the fetcher.
 */
export async function checkWebhookUrl(
  ctx: Pick<Ctx, 'safeFetch' | 'log'>,
  url: string,
): Promise<string> {
  const problem = webhookUrlProblem(url);
  if (problem) throw new Invalid(problem);
  try {
    await ctx.safeFetch.checkUrl(url);
  } catch (error) {
    if (!(error instanceof FetchFailure)) throw error;
    ctx.log.info({ url, reason: error.reason, detail: error.message }, 'webhook URL refused');
    if (error.reason === 'refused-address') throw new Invalid(WEBHOOK_MESSAGES.urlPrivate);
    if (error.reason === 'bad-url') throw new Invalid(WEBHOOK_MESSAGES.urlInvalid);
    throw new Invalid(WEBHOOK_MESSAGES.urlUnresolvable);
  }
  return url;
}
