import { randomUUID } from 'node:crypto';
import {
  compareTagNames,
  generateShortCode,
  type LinkForwardValues,
  type LinkView,
} from '@kurz/shared';
import type { Link, RedirectType } from '../db/schema.js';
import { AlreadyExists, Unavailable } from '../errors.js';
import { checkedFolderId } from '../folders/checked-folder.js';
import { queueLinkEvent } from '../webhooks/queue-link-event.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { auditLinks } from './audit-links.js';
import { chosenLinkDomain, type DomainChoice } from './link-domain.js';
import type { LinkLabels } from './link-labels.js';
import { checkedLinkOptions, type LinkOptionFields } from './link-options.js';
import { requireLinkQuota } from './link-quota.js';
import { insertLink, isCodeTaken } from './link-repository.js';
import { checkedDestination, checkedShortCode } from './link-rules.js';
import { replaceLinkTags } from './link-tag-repository.js';
import { toLinkView } from './link-view.js';
import { probeDestination } from './probe-destination.js';
import { URL_REFUSALS } from './url-refusals.js';

const GENERATE_ATTEMPTS = 5;

export interface CreateLinkInput extends DomainChoice {
  url: string;
  /** A custom code; blank or absent means generate one. */
  code?: string | undefined;
  /** The code comes from another shortener (an import): it keeps its length. */
  isImportedCode?: boolean | undefined;
  redirectType?: RedirectType | undefined;
  /** Expiry and password (premium or higher). */
  options?: LinkOptionFields | undefined;
  /** Title, tags, folder, notes and archive (any plan). */
  labels?: LinkLabels | undefined;
  /** Query forwarding (any plan); absent: the domain's default. */
  forward?: LinkForwardValues | undefined;
  /** Validate and check availability only (the spec's check_only). */
  checkOnly?: boolean | undefined;
  /** What another shortener counted for it (an import), kept beside Kurz's own clicks. */
  imported?: ImportedStats | undefined;
}

export interface ImportedStats {
  /** The source's total clicks; null when it does not say. */
  clicks: number | null;
  /** Epoch ms; null when the source does not say. */
  createdAt: number | null;
}

/** A dry run's yes, or the link made, with its view as the dashboard and the API show it. */
export type CreateLinkResult =
  | { checked: true; link?: undefined; view?: undefined }
  | { checked?: false; link: Link; view: LinkView };

/**
 * A link of the workspace, made by the actor, on the workspace's plan: a team's counts
 * against its `max_urls`, a personal one against the monthly quota. Checks run cheapest
 * first: role, code rule, destination, quota, availability, then (with
 * DESTINATION_PROBE=on) whether the destination answers.
 */
export async function createLink({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: CreateLinkInput;
}): Promise<CreateLinkResult> {
  requirePermission(ctx, 'urls', 'create', { message: URL_REFUSALS.create });
  const code = checkedShortCode(input.code, { isImported: input.isImportedCode });
  const url = checkedDestination(ctx, input.url);
  const { owner, plan } = ctx.workspace;
  const { domain, customDomainId, forwardsQuery } = await chosenLinkDomain(ctx, owner, plan, input);
  const options = await checkedLinkOptions(ctx, plan, input.options);
  await requireLinkQuota(ctx);
  const folderId = await checkedFolderId(ctx.db, owner, input.labels?.folderId ?? null);
  if (code && (await isCodeTaken(ctx.db, domain, code)))
    throw new AlreadyExists('Short URL already exists');
  if (input.checkOnly) return { checked: true };
  // The costliest check (a network round trip), so it runs last and not for dry runs. A
  // link created without a title (absent, not null) takes the page's, from the same fetch.
  const readsTitle = input.labels?.title === undefined;
  const probed = ctx.config.destinationProbe
    ? await probeDestination({ ctx, input: { url, readsTitle } })
    : { title: null };

  const now = ctx.clock.now();
  const attempts = code
    ? [code]
    : Array.from({ length: GENERATE_ATTEMPTS }, () => generateShortCode());
  for (const candidate of attempts) {
    const link: Link = {
      id: randomUUID(),
      domain,
      code: candidate,
      url,
      user_id: ctx.actor.userId,
      org_id: ctx.workspace.orgId,
      custom_domain_id: customDomainId,
      redirect_type: input.redirectType ?? 302,
      created_at: now,
      updated_at: now,
      disabled_at: null,
      disabled_reason: null,
      disabled_by: null,
      expires_at: options.expires_at ?? null,
      max_clicks: options.max_clicks ?? null,
      clicks_counted: 0,
      expired_url: options.expired_url ?? null,
      password_hash: options.password_hash ?? null,
      redirect_rules: options.redirect_rules ?? null,
      og_title: options.og_title ?? null,
      og_description: options.og_description ?? null,
      og_image: options.og_image ?? null,
      no_referrer: options.no_referrer ?? 0,
      forward_query: (input.forward?.forward_query ?? forwardsQuery) ? 1 : 0,
      query_precedence: input.forward?.query_precedence ?? 'destination',
      title: input.labels?.title ?? probed.title,
      health_check: options.health_check ?? 0,
      health_status: null,
      health_detail: null,
      health_checked_at: null,
      health_notified_at: null,
      imported_clicks: input.imported?.clicks ?? null,
      imported_created_at: input.imported?.createdAt ?? null,
      folder_id: folderId,
      notes: input.labels?.notes ?? null,
      archived_at: input.labels?.archived ? now : null,
    };
    const tags = input.labels?.tags ?? [];
    // The link and its tags together: a failed tag write leaves no untagged link behind.
    const isInserted = await ctx.db.transaction().execute(async (trx) => {
      // Again inside: a folder deleted since the first check must not be linked to.
      if (folderId) await checkedFolderId(trx, owner, folderId);
      if (!(await insertLink(trx, link))) return false;
      await replaceLinkTags(trx, owner, link.id, tags, now);
      await auditLinks(trx, {
        action: 'link.created',
        links: [link],
        actorId: ctx.actor.userId,
        at: now,
      });
      return true;
    });
    if (isInserted) {
      // A probe may have cached this code as missing moments ago.
      ctx.linkCache.invalidate(domain, candidate);
      const view = toLinkView(ctx, link, 0, [...tags].sort(compareTagNames));
      await queueLinkEvent(ctx, 'link.created', link, view);
      return { link, view };
    }
  }
  // A custom code lost a race; generated codes collided five times running.
  if (code) throw new AlreadyExists('Short URL already exists');
  throw new Unavailable('Unable to generate unique short code');
}
