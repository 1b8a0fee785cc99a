import type { InboxKind, InboxPage } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { INBOX_SOURCES } from './inbox-sources.js';

/** One page of the admin inbox, newest first. The route has already checked is_admin. */
export async function listInbox({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { kind: InboxKind; page: number; limit: number };
}): Promise<InboxPage> {
  const source = INBOX_SOURCES[input.kind];
  const offset = (input.page - 1) * input.limit;
  const [items, total] = await Promise.all([
    source.list(ctx.db, input.limit, offset, ctx.config),
    source.count(ctx.db),
  ]);
  return { items, page: input.page, limit: input.limit, total };
}
