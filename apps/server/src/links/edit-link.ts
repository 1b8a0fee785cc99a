import type { LinkForwardValues, LinkView } from '@kurz/shared';
import type { RedirectType } from '../db/schema.js';
import { AlreadyExists, Invalid, NotFound } from '../errors.js';
import { checkedFolderId } from '../folders/checked-folder.js';
import { queueLinkEvent } from '../webhooks/queue-link-event.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { auditLinks } from './audit-links.js';
import { getLink } from './get-link.js';
import { chosenLinkDomain } from './link-domain.js';
import type { LinkLabels } from './link-labels.js';
import { checkedLinkOptions, type LinkOptionFields } from './link-options.js';
import { findWorkspaceLink, isCodeTaken, type LinkChanges, updateLink } from './link-repository.js';
import { checkedDestination, checkedShortCode } from './link-rules.js';
import { replaceLinkTags } from './link-tag-repository.js';
import { probeDestination } from './probe-destination.js';
import { URL_REFUSALS } from './url-refusals.js';

const HEALTH_FORGOTTEN = {
  health_status: null,
  health_detail: null,
  health_checked_at: null,
  health_notified_at: null,
} as const;

export interface EditLinkInput {
  id: string;
  url?: string | undefined;
  code?: string | undefined;
  redirectType?: RedirectType | undefined;
  /** Move the link to this short domain (configured, or the user's verified custom one). */
  domain?: string | undefined;
  /** Expiry and password (premium or higher to set; anyone may clear). */
  options?: LinkOptionFields | undefined;
  /** Title, tags, folder, notes and archive (any plan); tags replace the link's. */
  labels?: LinkLabels | undefined;
  /** Query forwarding (any plan). */
  forward?: LinkForwardValues | undefined;
  /** The request's field names, for a team's audit log. */
  fields?: string[] | undefined;
}

/**
 * Edits a link of the workspace (a member's role may reach only its own) under the
 * creation rules. The redirect cache forgets the old code and the new one, so GET /{code}
 * follows the edit at once.
 */
export async function editLink({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: EditLinkInput;
}): Promise<LinkView> {
  requirePermission(ctx, 'urls', 'update', { message: URL_REFUSALS.update });
  const { owner, plan } = ctx.workspace;
  const link = await findWorkspaceLink(ctx.db, owner, input.id);
  if (!link) throw new NotFound('URL not found');
  requirePermission(ctx, 'urls', 'update', {
    createdBy: link.user_id,
    message: URL_REFUSALS.update,
  });
  const changes: LinkChanges = { updated_at: ctx.clock.now() };
  let target = { domain: link.domain, customDomainId: link.custom_domain_id };
  Object.assign(changes, await checkedLinkOptions(ctx, plan, input.options, link));
  if (input.domain !== undefined) {
    target = await chosenLinkDomain(ctx, owner, plan, { domain: input.domain });
    if (target.domain !== link.domain) {
      changes.domain = target.domain;
      changes.custom_domain_id = target.customDomainId;
    }
  }
  // An imported code shorter than the rule stays valid while it is not changed.
  const code =
    input.code === undefined || input.code.trim() === link.code
      ? link.code
      : checkedShortCode(input.code);
  if (!code) throw new Invalid('Short URL cannot be empty');
  if (code !== link.code) changes.code = code;
  if ((changes.code || changes.domain) && (await isCodeTaken(ctx.db, target.domain, code))) {
    throw new AlreadyExists('Short URL already exists');
  }
  if (input.url !== undefined) {
    changes.url = checkedDestination(ctx, input.url);
    // A new destination passes the same probe as a new link's (DESTINATION_PROBE=on).
    if (ctx.config.destinationProbe && changes.url !== link.url)
      await probeDestination({ ctx, input: { url: changes.url } });
    // The last health check was of the old destination: the next round checks the new one.
    if (changes.url !== link.url) Object.assign(changes, HEALTH_FORGOTTEN);
  }
  if (input.redirectType !== undefined) changes.redirect_type = input.redirectType;
  const { forward_query: forwards, query_precedence: precedence } = input.forward ?? {};
  if (forwards !== undefined) changes.forward_query = forwards ? 1 : 0;
  if (precedence !== undefined) changes.query_precedence = precedence;
  const labels = input.labels ?? {};
  if (labels.title !== undefined) changes.title = labels.title;
  if (labels.folderId !== undefined)
    changes.folder_id = await checkedFolderId(ctx.db, owner, labels.folderId);
  if (labels.notes !== undefined) changes.notes = labels.notes;
  // Archiving an archived link keeps the moment it was first archived.
  if (labels.archived !== undefined)
    changes.archived_at = labels.archived ? (link.archived_at ?? changes.updated_at) : null;
  const tags = labels.tags;
  const now = changes.updated_at;
  // The link, its tags and its audit entry change together or not at all.
  await ctx.db.transaction().execute(async (trx) => {
    // Two edits racing for one code: the unique key lets one win.
    if (!(await updateLink(trx, link.id, changes)))
      throw new AlreadyExists('Short URL already exists');
    if (tags) await replaceLinkTags(trx, owner, link.id, tags, now);
    await auditLinks(trx, {
      action: 'link.updated',
      links: [{ ...link, ...changes }],
      actorId: ctx.actor.userId,
      at: now,
      details: input.fields && { fields: input.fields },
    });
  });
  ctx.linkCache.invalidate(link.domain, link.code);
  ctx.linkCache.invalidate(target.domain, code);
  const view = await getLink({ ctx, input: { id: link.id } });
  await queueLinkEvent(ctx, 'link.updated', { ...link, ...changes }, view);
  return view;
}
