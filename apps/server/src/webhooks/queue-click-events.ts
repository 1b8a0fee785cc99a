import { CLICKS_PER_DELIVERY } from '@kurz/shared';
import { latestClickId, settledMaxClickId } from '../analytics/rollup-repository.js';
import type { Ctx } from '../context.js';
import {
  clicksForWebhooks,
  moveClickWatermark,
  readClickWatermark,
} from './click-event-repository.js';
import { insertDeliveries } from './delivery-repository.js';
import { isServed, subscribersOf } from './endpoint-repository.js';
import { queuedDelivery } from './queued-delivery.js';

export type ClickEventsCtx = Pick<Ctx, 'db' | 'dbEngine' | 'clock' | 'log' | 'webhooks'>;

/** Batches per run: up to 10,000 clicks every 10 s, a batch per transaction. */
const BATCHES_PER_RUN = 10;
/**
 * With no subscriber the watermark follows the newest click at most this often: on SQLite
 * the write waits for the click writer's transaction with the redirect thread blocked.
 */
const IDLE_MOVE_MS = 60_000;

/**
 * Hands new clicks to `link.clicked` subscribers: each batch reads up to 1,000 clicks above
 * the watermark and queues ONE delivery per subscribed endpoint whose workspace they
 * belong to. The watermark moves and the deliveries are inserted in one transaction, the
 * move being a compare-and-set: of several processes, one hands each click over, once.
 * With no subscriber anywhere the watermark just follows the newest click, once a minute
 * (a new subscriber gets clicks from at most a minute before it subscribed on). Returns how many clicks were handed over.
 */
export async function queueClickEvents(ctx: ClickEventsCtx): Promise<number> {
  let handed = 0;
  for (let batch = 0; batch < BATCHES_PER_RUN; batch++) {
    const step = await queueClickBatch(ctx);
    handed += step.handed;
    if (!step.isFull) break;
  }
  return handed;
}

async function queueClickBatch(ctx: ClickEventsCtx): Promise<{ handed: number; isFull: boolean }> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const { id: watermark, movedAt } = await readClickWatermark(db);
  if ((await latestClickId(db)) <= watermark) return { handed: 0, isFull: false };
  const subscribers = (await subscribersOf(db, 'link.clicked')).filter(isServed);
  if (subscribers.length === 0) {
    if (now - movedAt >= IDLE_MOVE_MS)
      await moveClickWatermark(db, watermark, await latestClickId(db), now);
    return { handed: 0, isFull: false };
  }
  // On PostgreSQL a smaller id may still commit: go no further than the settled ones.
  const settled = await settledMaxClickId(db, ctx.dbEngine === 'postgres');
  const clicks = await clicksForWebhooks(db, watermark, settled, CLICKS_PER_DELIVERY);
  const isFull = clicks.length === CLICKS_PER_DELIVERY;
  const upTo = isFull ? Number(clicks.at(-1)?.id) : settled;
  const byWorkspace = new Map<string, ClickRow[]>();
  for (const click of clicks) {
    const key = click.org_id ?? `user:${click.user_id}`;
    const group = byWorkspace.get(key);
    if (group) group.push(click);
    else byWorkspace.set(key, [click]);
  }
  const deliveries = subscribers.flatMap((endpoint) => {
    const mine = byWorkspace.get(endpoint.org_id ?? `user:${endpoint.user_id}`);
    if (!mine) return [];
    const data = { clicks: mine.map(toClickSummary) };
    return [queuedDelivery(endpoint.id, now, { type: 'link.clicked', data })];
  });
  const isMoved = await db.transaction().execute(async (trx) => {
    if (!(await moveClickWatermark(trx, watermark, upTo, now))) return false;
    await insertDeliveries(trx, deliveries);
    return true;
  });
  if (!isMoved) return { handed: 0, isFull: false };
  if (deliveries.length > 0) ctx.webhooks.wake();
  return { handed: clicks.length, isFull };
}

type ClickRow = Awaited<ReturnType<typeof clicksForWebhooks>>[number];

function toClickSummary(click: ClickRow) {
  return {
    link_id: click.link_id,
    domain: click.domain,
    code: click.code,
    clicked_at: new Date(Number(click.clicked_at)).toISOString(),
    country: click.country,
    device: click.device,
    browser: click.browser,
    os: click.os,
    referrer_host: click.referrer_host,
    is_qr: Number(click.is_qr) === 1,
    is_bot: Number(click.is_bot) === 1,
  };
}
