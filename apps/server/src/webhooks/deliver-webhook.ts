import { nextWebhookAttemptAt } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { FetchFailure } from '../net/fetch-failure.js';
import { type DueDelivery, updateDelivery } from './delivery-repository.js';
import { disableFailingEndpoint } from './disable-failing-endpoint.js';
import { webhookHeaders } from './sign-webhook.js';

export type DeliverCtx = Pick<Ctx, 'db' | 'safeFetch' | 'clock' | 'log' | 'mail' | 'config'>;

/** Error texts kept in the log are cut to this. */
const ERROR_CHARS = 300;

/**
 * One attempt at a claimed delivery: POSTs the stored body, signed now, through the
 * SSRF-safe fetcher without following redirects. A 2xx delivers it; anything else (a
 * status, a timeout, a refused address, DNS) is retried on the schedule, and past its
 * 3-day window the message has failed, which may disable the endpoint.
 */
export async function deliverWebhook(ctx: DeliverCtx, row: DueDelivery): Promise<void> {
  const now = ctx.clock.now();
  const attempts = row.attempts + 1;
  const firstAttemptAt = row.first_attempt_at ?? now;
  const outcome = await post(ctx, row, now);
  const common = {
    attempts,
    first_attempt_at: firstAttemptAt,
    last_attempt_at: now,
    response_status: outcome.status,
    last_error: outcome.error,
  };
  if (outcome.error === null) {
    await updateDelivery(ctx.db, row.id, { ...common, status: 'delivered', delivered_at: now });
    return;
  }
  const next = nextWebhookAttemptAt(firstAttemptAt, attempts, now);
  if (next !== null) {
    await updateDelivery(ctx.db, row.id, { ...common, next_attempt_at: next });
    ctx.log.info(
      { deliveryId: row.id, endpointId: row.endpoint_id, attempts, error: outcome.error },
      'webhook delivery failed; will retry',
    );
    return;
  }
  await updateDelivery(ctx.db, row.id, { ...common, status: 'failed' });
  ctx.log.warn(
    { deliveryId: row.id, endpointId: row.endpoint_id, attempts, error: outcome.error },
    'webhook delivery given up after 3 days',
  );
  await disableFailingEndpoint(ctx, {
    endpointId: row.endpoint_id,
    failingSince: firstAttemptAt,
    lastError: outcome.error,
  });
}

async function post(
  ctx: DeliverCtx,
  row: DueDelivery,
  now: number,
): Promise<{ status: number | null; error: string | null }> {
  try {
    const response = await ctx.safeFetch({
      url: row.url,
      method: 'POST',
      headers: {
        ...webhookHeaders({ id: row.id, secret: row.secret, body: row.payload, now }),
        'user-agent': 'Kurz-Webhooks/1.0',
      },
      body: row.payload,
      maxBodyBytes: 0,
      followRedirects: false,
    });
    const isOk = response.status >= 200 && response.status < 300;
    return { status: response.status, error: isOk ? null : `HTTP ${response.status}` };
  } catch (error) {
    if (error instanceof FetchFailure) {
      return { status: null, error: `${error.reason}: ${error.message}`.slice(0, ERROR_CHARS) };
    }
    ctx.log.error({ err: error, deliveryId: row.id }, 'webhook delivery crashed');
    return { status: null, error: 'internal error' };
  }
}
