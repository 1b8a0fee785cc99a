import type { Transaction } from 'kysely';
import type { Ctx } from '../context.js';
import type { Database } from '../db/schema.js';
import { queueLinkEvents } from '../webhooks/queue-link-event.js';
import { auditLinks } from './audit-links.js';
import { deleteLinkRows, type LinkSelection, selectedLinks } from './link-removal-repository.js';
import { deletedLinkView } from './link-view.js';

/** Links removed per transaction: a whole team's go in rounds, letting other writers in between. */
const BATCH = 500;
/** Links per webhook insert (a row per endpoint each), within both engines' parameter limits. */
const EVENTS_BATCH = 100;

export interface RemoveLinksInput {
  which: LinkSelection;
  /** Who removed them, for the audit log; null when no one of the links' workspace did. */
  actorId: string | null;
  /** What the links went with, when not deleted for themselves (the audit entry says so). */
  cause?: 'team' | 'account' | 'domain' | 'domain-takeover' | undefined;
  /** Work that commits with the last batch: the team, domain or account row that goes too. */
  andFinally?: ((trx: Transaction<Database>) => Promise<void>) | undefined;
}

/**
 * The one way links are deleted, whoever asks: their owner, the API, a bulk delete, their
 * team's deletion, their creator's account's, their custom domain's removal or takeover.
 * Each batch commits with its `link.deleted` deliveries to the links' workspaces' webhooks
 * and the audit entries of team links; then the links leave this process's redirect cache,
 * and every other process's through the link change feed (the delete trigger's rows, read at
 * once when Redis rings after the request). The caller has checked who may do it.
 */
export async function removeLinks({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: RemoveLinksInput;
}): Promise<{ removed: number }> {
  const details = input.cause && { cause: input.cause };
  let removed = 0;
  for (;;) {
    const at = ctx.clock.now();
    const batch = await ctx.db.transaction().execute(async (trx) => {
      const links = await selectedLinks(trx, input.which, BATCH);
      await deleteLinkRows(
        trx,
        links.map((link) => link.id),
      );
      await auditLinks(trx, {
        action: 'link.deleted',
        links,
        actorId: input.actorId,
        at,
        details,
      });
      // In the transaction: a team's endpoints, say, are gone once it commits.
      for (let start = 0; start < links.length; start += EVENTS_BATCH) {
        const some = links
          .slice(start, start + EVENTS_BATCH)
          .map((link) => ({ link, view: deletedLinkView(ctx, link) }));
        await queueLinkEvents({ ...ctx, db: trx }, 'link.deleted', some);
      }
      const isLast = links.length < BATCH;
      if (isLast) await input.andFinally?.(trx);
      return { links, isLast };
    });
    for (const link of batch.links) ctx.linkCache.invalidate(link.domain, link.code);
    removed += batch.links.length;
    if (batch.links.length > 0) ctx.webhooks.wake();
    if (batch.isLast) return { removed };
  }
}
