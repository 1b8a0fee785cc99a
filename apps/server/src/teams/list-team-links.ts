import type { LinkPage, TeamUrlsQuery } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { getLink } from '../links/get-link.js';
import { listLinks } from '../links/list-links.js';
import { membershipOf, requireTeamPermission } from './team-access.js';

/** A team's links for any member (spec 001 §7 GET /api/team-urls). */
export async function listTeamLinks({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; query: TeamUrlsQuery };
}): Promise<LinkPage> {
  const { query } = input;
  const membership = await membershipOf(ctx, query.organization_id, input.userId);
  requireTeamPermission(membership, 'urls', 'read', {
    message: "You don't have access to this team's URLs",
  });
  if (query.id) {
    const scope = { orgId: query.organization_id };
    const link = await getLink({ ctx, input: { userId: input.userId, id: query.id, scope } });
    return { links: [link], next_cursor: null, total: 1 };
  }
  return listLinks({
    ctx,
    input: {
      scope: { orgId: query.organization_id },
      search: query.search,
      tag: query.tag,
      sort: query.sort ?? 'newest',
      cursor: query.cursor,
      limit: Number(query.limit ?? 25),
    },
  });
}
