import type { Ctx } from '../context.js';
import { type ClickEventsCtx, queueClickEvents } from './queue-click-events.js';
import type { WebhookSender } from './webhook-sender.js';

const CLICKS_EVERY_MS = 10_000;

/**
 * The webhook work of a server process: the sender, and every 10 s the clicks handed to
 * `link.clicked` subscribers (never on the redirect path: this reads the stored clicks).
 */
export function startWebhookJobs(
  ctx: Omit<ClickEventsCtx, 'webhooks'> & { log: Ctx['log'] },
  sender: WebhookSender,
): { queueClicks(): Promise<number>; stop(): Promise<void> } {
  let running: Promise<number> | null = null;
  const queueClicks = async (): Promise<number> => {
    while (running) await running;
    running = queueClickEvents({ ...ctx, webhooks: sender })
      .catch((error: unknown) => {
        ctx.log.warn({ err: error }, 'webhooks: queueing click events failed; retrying in 10 s');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  sender.start();
  const timer = setInterval(() => {
    if (!running) void queueClicks();
  }, CLICKS_EVERY_MS);
  timer.unref();
  return {
    queueClicks,
    async stop() {
      clearInterval(timer);
      await running;
      await sender.stop();
    },
  };
}
