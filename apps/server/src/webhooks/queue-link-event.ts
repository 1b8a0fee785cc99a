import type { LinkView, WebhookEvent } from '@kurz/shared';
import type { Ctx } from '../context.js';
import type { Link } from '../db/schema.js';
import type { WorkspaceOwner } from '../workspace/workspace.js';
import { insertDeliveries } from './delivery-repository.js';
import { enabledEndpoints, isServed } from './endpoint-repository.js';
import { queuedDelivery } from './queued-delivery.js';
import { eventsOf } from './webhook-view.js';

type LinkEvent = Exclude<WebhookEvent, 'link.clicked'>;

/**
 * A changed link and the event's data: the link as the v1 API shows it, without a click
 * count for a deleted one (its tags went with it).
 */
export interface ChangedLink {
  link: Link;
  view: LinkView | Omit<LinkView, 'clicks'>;
}

/** A link's workspace: its team when it has one, else its creator's personal one. */
export function workspaceOfLink(link: Pick<Link, 'org_id' | 'user_id'>): WorkspaceOwner | null {
  if (link.org_id) return { orgId: link.org_id };
  return link.user_id ? { userId: link.user_id } : null;
}

/**
 * Queues `event` for each link to every enabled endpoint of its workspace subscribed to
 * it: one indexed read per workspace when it has none. Never throws: the links changed,
 * and failing the request would invite a retry that repeats the change; a failure is
 * logged with the links.
 */
export async function queueLinkEvents(
  ctx: Ctx,
  event: LinkEvent,
  changed: readonly ChangedLink[],
): Promise<void> {
  try {
    const byWorkspace = new Map<string, { workspace: WorkspaceOwner; links: ChangedLink[] }>();
    for (const one of changed) {
      const workspace = workspaceOfLink(one.link);
      if (!workspace) continue;
      const key = workspace.orgId ?? `user:${workspace.userId}`;
      const group = byWorkspace.get(key) ?? { workspace, links: [] };
      group.links.push(one);
      byWorkspace.set(key, group);
    }
    const now = ctx.clock.now();
    for (const { workspace, links } of byWorkspace.values()) {
      const endpoints = (await enabledEndpoints(ctx.db, workspace)).filter(
        (endpoint) => isServed(endpoint) && eventsOf(endpoint).includes(event),
      );
      if (endpoints.length === 0) continue;
      const deliveries = links.flatMap(({ view }) =>
        endpoints.map((endpoint) => queuedDelivery(endpoint.id, now, { type: event, data: view })),
      );
      await insertDeliveries(ctx.db, deliveries);
      ctx.webhooks.wake();
    }
  } catch (error) {
    const linkIds = changed.map(({ link }) => link.id);
    ctx.log.error({ err: error, event, linkIds }, 'webhook events could not be queued');
  }
}

/** One link's event (see queueLinkEvents). */
export function queueLinkEvent(
  ctx: Ctx,
  event: LinkEvent,
  link: Link,
  view: LinkView,
): Promise<void> {
  return queueLinkEvents(ctx, event, [{ link, view }]);
}
