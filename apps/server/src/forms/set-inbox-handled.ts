import type { InboxEntry, InboxKind } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { NotFound } from '../errors.js';
import { INBOX_SOURCES } from './inbox-sources.js';

/** Marks an inbox entry handled (now) or back to open. The route has already checked is_admin. */
export async function setInboxHandled({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { kind: InboxKind; id: string; handled: boolean };
}): Promise<InboxEntry> {
  const source = INBOX_SOURCES[input.kind];
  const at = input.handled ? ctx.clock.now() : null;
  if (!(await source.mark(ctx.db, input.id, at))) throw new NotFound('Inbox entry not found');
  const item = await source.find(ctx.db, input.id, ctx.config);
  if (!item) throw new NotFound('Inbox entry not found');
  return item;
}
