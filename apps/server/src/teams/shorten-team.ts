import { type ShortenTeamBody, TEAM_MESSAGES } from '@kurz/shared';
import type { Ctx } from '../context.js';
import type { RedirectType } from '../db/schema.js';
import { Invalid, NotFound } from '../errors.js';
import { type CreateLinkResult, createLink } from '../links/create-link.js';
import { linkLabelsOf } from '../links/link-labels.js';
import { linkOptionsOf } from '../links/link-options.js';
import { recordTeamEvent } from './record-team-event.js';
import { membershipOf, requireTeamPermission } from './team-access.js';
import { findOrganization } from './team-repository.js';

/**
 * A link for the team (POST /api/shorten-team): members who may create links, on the
 * team's plan, counted against its `max_urls`; the link is the member's own in the team.
 */
export async function shortenForTeam({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; body: ShortenTeamBody; redirectType?: RedirectType | undefined };
}): Promise<CreateLinkResult> {
  const { body } = input;
  if (!body.organization_id) throw new Invalid(TEAM_MESSAGES.teamContextRequired);
  const membership = await membershipOf(ctx, body.organization_id, input.userId);
  requireTeamPermission(membership, 'urls', 'create', { message: TEAM_MESSAGES.noUrlPermission });
  const org = await findOrganization(ctx.db, body.organization_id);
  if (!org) throw new NotFound('Team not found');
  const result = await createLink({
    ctx,
    input: {
      userId: input.userId,
      url: body.full_url,
      code: body.short_url ?? undefined,
      checkOnly: body.check_only,
      redirectType: input.redirectType ?? body.redirect_type,
      options: linkOptionsOf(body),
      labels: linkLabelsOf(body),
      domain: body.domain,
      useCustomDomain: body.use_custom_domain,
      customDomainId: body.custom_domain_id,
      team: { orgId: org.id, plan: org.subscription_plan, maxUrls: Number(org.max_urls) },
    },
  });
  if (result.link) {
    await recordTeamEvent(ctx.db, {
      orgId: org.id,
      actorId: input.userId,
      action: 'link.created',
      target: `${result.link.domain}/${result.link.code}`,
      at: ctx.clock.now(),
    });
  }
  return result;
}
