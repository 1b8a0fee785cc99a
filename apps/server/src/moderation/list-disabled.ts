import type { ModerationList } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { toModeratedLink, toModeratedUser } from './moderated-views.js';
import { listDisabledLinks, listDisabledUsers } from './moderation-repository.js';

/** The admin moderation panel shows this many of each, newest first. */
const SHOWN = 200;

/** What is disabled now. The route checked is_admin. */
export async function listDisabled({ ctx }: { ctx: Ctx }): Promise<ModerationList> {
  const [links, users] = await Promise.all([
    listDisabledLinks(ctx.db, SHOWN),
    listDisabledUsers(ctx.db, SHOWN),
  ]);
  return {
    links: links.map((row) => toModeratedLink(ctx.config, row)),
    users: users.map(toModeratedUser),
  };
}
