import type { DeleteTeamUrlBody } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { NotFound } from '../errors.js';
import { deleteLinks } from '../links/delete-links.js';
import { findLinkInScope } from '../links/link-repository.js';
import { recordTeamEvent } from './record-team-event.js';
import { membershipOf, requireTeamPermission } from './team-access.js';

/** Deletes a team link: managers and up any, members their own. */
export async function deleteTeamLink({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; body: DeleteTeamUrlBody };
}): Promise<{ deleted: number }> {
  const { body } = input;
  const membership = await membershipOf(ctx, body.organization_id, input.userId);
  const scope = { orgId: body.organization_id };
  const link = await findLinkInScope(ctx.db, scope, body.id);
  if (!link) throw new NotFound('URL not found');
  requireTeamPermission(membership, 'urls', 'delete', {
    createdBy: link.user_id,
    message: "You don't have permission to delete this team URL",
  });
  const result = await deleteLinks({
    ctx,
    input: { userId: input.userId, ids: [link.id], requireAll: true, scope },
  });
  await recordTeamEvent(ctx.db, {
    orgId: body.organization_id,
    actorId: input.userId,
    action: 'link.deleted',
    target: `${link.domain}/${link.code}`,
    at: ctx.clock.now(),
  });
  return result;
}
