import type {
  ApiCreateLinkBody,
  LinkPage,
  LinkView,
  ListLinksQuery,
  UpdateLinkBody,
} from '@kurz/shared';
import type { z } from 'zod';
import type { Ctx } from '../context.js';
import { createLink } from '../links/create-link.js';
import { deleteLinks } from '../links/delete-links.js';
import { editLink } from '../links/edit-link.js';
import { getLink } from '../links/get-link.js';
import { linkLabelsOf } from '../links/link-labels.js';
import { linkOptionsOf } from '../links/link-options.js';
import { listLinks } from '../links/list-links.js';
import { deleteTeamLink } from '../teams/delete-team-link.js';
import { editTeamLink } from '../teams/edit-team-link.js';
import { listTeamLinks } from '../teams/list-team-links.js';
import { shortenForTeam } from '../teams/shorten-team.js';

/**
 * The API's link calls in the key's workspace: a personal key works on its owner's links
 * through the web app's link verbs, a team key on the team's through the team verbs (the
 * member's role, the team's limits and audit log), so both behave as the web app does.
 */
export interface ApiActor {
  userId: string;
  /** The key's team; null for a personal key. */
  orgId: string | null;
}

const scopeOf = (actor: ApiActor) => (actor.orgId ? { orgId: actor.orgId } : undefined);

export async function createWorkspaceLink(
  ctx: Ctx,
  actor: ApiActor,
  item: z.output<typeof ApiCreateLinkBody>,
): Promise<LinkView> {
  const { link } = actor.orgId
    ? await shortenForTeam({
        ctx,
        input: {
          userId: actor.userId,
          body: {
            organization_id: actor.orgId,
            full_url: item.full_url,
            short_url: item.short_url,
            domain: item.domain,
            ...linkOptionsOf(item),
            title: item.title,
            tags: item.tags,
          },
          redirectType: item.redirect_type,
        },
      })
    : await createLink({
        ctx,
        input: {
          userId: actor.userId,
          url: item.full_url,
          code: item.short_url,
          domain: item.domain,
          redirectType: item.redirect_type,
          options: linkOptionsOf(item),
          labels: linkLabelsOf(item),
        },
      });
  if (!link) throw new Error('creating a link made none');
  return getLink({ ctx, input: { userId: actor.userId, id: link.id, scope: scopeOf(actor) } });
}

export function listWorkspaceLinks(
  ctx: Ctx,
  actor: ApiActor,
  query: z.output<typeof ListLinksQuery>,
): Promise<LinkPage> {
  if (actor.orgId)
    return listTeamLinks({
      ctx,
      input: { userId: actor.userId, query: { ...query, organization_id: actor.orgId } },
    });
  return listLinks({ ctx, input: { scope: { userId: actor.userId }, ...query } });
}

export function getWorkspaceLink(ctx: Ctx, actor: ApiActor, id: string): Promise<LinkView> {
  return getLink({ ctx, input: { userId: actor.userId, id, scope: scopeOf(actor) } });
}

export function editWorkspaceLink(
  ctx: Ctx,
  actor: ApiActor,
  id: string,
  fields: z.output<typeof UpdateLinkBody>,
): Promise<LinkView> {
  if (actor.orgId)
    return editTeamLink({
      ctx,
      input: { userId: actor.userId, body: { organization_id: actor.orgId, id, fields } },
    });
  return editLink({
    ctx,
    input: {
      userId: actor.userId,
      id,
      url: fields.full_url,
      code: fields.short_url,
      redirectType: fields.redirect_type,
      domain: fields.domain,
      options: linkOptionsOf(fields),
      labels: linkLabelsOf(fields),
    },
  });
}

export function deleteWorkspaceLink(
  ctx: Ctx,
  actor: ApiActor,
  id: string,
): Promise<{ deleted: number }> {
  if (actor.orgId)
    return deleteTeamLink({
      ctx,
      input: { userId: actor.userId, body: { organization_id: actor.orgId, id } },
    });
  return deleteLinks({ ctx, input: { userId: actor.userId, ids: [id], requireAll: true } });
}
