import type { LinkView, UpdateTeamUrlBody } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { NotFound } from '../errors.js';
import { editLink } from '../links/edit-link.js';
import { linkLabelsOf } from '../links/link-labels.js';
import { linkOptionsOf } from '../links/link-options.js';
import { findLinkInScope } from '../links/link-repository.js';
import { recordTeamEvent } from './record-team-event.js';
import { membershipOf, requireTeamPermission } from './team-access.js';

/** Edits a team link: managers and up any, members their own (spec 001 §8 texts). */
export async function editTeamLink({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; body: UpdateTeamUrlBody };
}): Promise<LinkView> {
  const { body } = input;
  const membership = await membershipOf(ctx, body.organization_id, input.userId);
  const scope = { orgId: body.organization_id };
  const link = await findLinkInScope(ctx.db, scope, body.id);
  if (!link) throw new NotFound('URL not found');
  requireTeamPermission(membership, 'urls', 'update', {
    createdBy: link.user_id,
    message: "You don't have permission to edit this team URL",
  });
  const view = await editLink({
    ctx,
    input: {
      userId: input.userId,
      id: link.id,
      scope,
      url: body.fields.full_url,
      code: body.fields.short_url,
      redirectType: body.fields.redirect_type,
      options: linkOptionsOf(body.fields),
      labels: linkLabelsOf(body.fields),
      domain: body.fields.domain,
    },
  });
  await recordTeamEvent(ctx.db, {
    orgId: body.organization_id,
    actorId: input.userId,
    action: 'link.updated',
    target: `${view.domain}/${view.short_url}`,
    details: { fields: Object.keys(body.fields) },
    at: ctx.clock.now(),
  });
  return view;
}
