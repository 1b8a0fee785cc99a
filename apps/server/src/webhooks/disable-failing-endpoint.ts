import { findProfile } from '../accounts/user-repository.js';
import type { Ctx } from '../context.js';
import { webhookDisabledEmail } from '../mail/templates/webhook-disabled-email.js';
import { hasDeliveredSince, PARKED_AT, setPendingDueAt } from './delivery-repository.js';
import { disableEndpoint, findEndpoint } from './endpoint-repository.js';

/**
 * The disable rule: a message given up after its 3 days of retries, with no delivery to
 * the endpoint succeeding since that message's first attempt, disables the endpoint. Its
 * pending deliveries are parked (kept, not sent) and its creator is mailed once: only the
 * process whose update disabled it sends the mail.
 */
export async function disableFailingEndpoint(
  ctx: Pick<Ctx, 'db' | 'clock' | 'log' | 'mail' | 'config'>,
  input: { endpointId: string; failingSince: number; lastError: string },
): Promise<void> {
  if (await hasDeliveredSince(ctx.db, input.endpointId, input.failingSince)) return;
  const now = ctx.clock.now();
  const reason = `No delivery succeeded for 3 days (last: ${input.lastError})`.slice(0, 300);
  if (!(await disableEndpoint(ctx.db, input.endpointId, reason, now))) return;
  await setPendingDueAt(ctx.db, input.endpointId, PARKED_AT);
  const endpoint = await findEndpoint(ctx.db, input.endpointId);
  const owner = endpoint && (await findProfile(ctx.db, endpoint.user_id));
  ctx.log.warn({ endpointId: input.endpointId, reason }, 'webhook endpoint disabled');
  if (!endpoint || !owner) return;
  await ctx.mail.send(
    webhookDisabledEmail({
      to: owner.email,
      endpointUrl: endpoint.url,
      reason,
      url: new URL('/user/api-access/webhooks', ctx.config.appUrl).href,
    }),
  );
}
