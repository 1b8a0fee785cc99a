import { randomUUID } from 'node:crypto';
import {
  canCreateLinkThisMonth,
  compareTagNames,
  generateShortCode,
  limitsFor,
  startOfUtcMonth,
  TEAM_MESSAGES,
} from '@kurz/shared';
import { findProfile } from '../accounts/user-repository.js';
import type { Ctx } from '../context.js';
import type { Link, RedirectType } from '../db/schema.js';
import { AlreadyExists, QuotaExceeded, Unavailable } from '../errors.js';
import { queueLinkEvent } from '../webhooks/queue-link-event.js';
import { chosenLinkDomain, type DomainChoice } from './link-domain.js';
import type { LinkLabels } from './link-labels.js';
import { countLinksInScope } from './link-list-repository.js';
import { checkedLinkOptions, type LinkOptionFields } from './link-options.js';
import { countLinksCreatedSince, insertLink, isCodeTaken } from './link-repository.js';
import { checkedDestination, checkedShortCode } from './link-rules.js';
import { replaceLinkTags } from './link-tag-repository.js';
import { toLinkView } from './link-view.js';
import { probeDestination } from './probe-destination.js';

const GENERATE_ATTEMPTS = 5;

export interface CreateLinkInput extends DomainChoice {
  userId: string;
  url: string;
  /** A custom code; blank or absent means generate one. */
  code?: string | undefined;
  redirectType?: RedirectType | undefined;
  /** Expiry and password (premium or higher). */
  options?: LinkOptionFields | undefined;
  /** Title and tags (any plan). */
  labels?: LinkLabels | undefined;
  /** Validate and check availability only (the spec's check_only). */
  checkOnly?: boolean | undefined;
  /**
   * A team link (the team verb has checked the member's role and passes the team's plan
   * and link limit): it counts against `max_urls`, not the member's monthly quota.
   */
  team?: { orgId: string; plan: string; maxUrls: number } | undefined;
}

export type CreateLinkResult =
  | { checked: true; link?: undefined }
  | { checked?: false; link: Link };

/**
 * Checks run cheapest first: code rule, destination, monthly quota, availability, then
 * (with DESTINATION_PROBE=on) whether the destination answers.
 */
export async function createLink({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: CreateLinkInput;
}): Promise<CreateLinkResult> {
  const code = checkedShortCode(input.code);
  const url = checkedDestination(ctx, input.url);
  const plan = input.team?.plan ?? (await findProfile(ctx.db, input.userId))?.subscription_plan;
  const scope = input.team ? { orgId: input.team.orgId } : { userId: input.userId };
  const { domain, customDomainId } = await chosenLinkDomain(ctx, scope, plan, input);
  const options = await checkedLinkOptions(ctx, plan, input.options);
  if (input.team) await checkTeamLimit(ctx, input.team);
  else await checkMonthlyQuota(ctx, input.userId, plan);
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
      user_id: input.userId,
      org_id: input.team?.orgId ?? null,
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
      ios_url: options.ios_url ?? null,
      android_url: options.android_url ?? null,
      geo_targets: options.geo_targets ?? null,
      og_title: options.og_title ?? null,
      og_description: options.og_description ?? null,
      og_image: options.og_image ?? null,
      no_referrer: options.no_referrer ?? 0,
      title: input.labels?.title ?? probed.title,
      health_check: options.health_check ?? 0,
      health_status: null,
      health_detail: null,
      health_checked_at: null,
      health_notified_at: null,
    };
    const tags = input.labels?.tags ?? [];
    // The link and its tags together: a failed tag write leaves no untagged link behind.
    const isInserted = await ctx.db.transaction().execute(async (trx) => {
      if (!(await insertLink(trx, link))) return false;
      await replaceLinkTags(trx, scope, link.id, tags, now);
      return true;
    });
    if (isInserted) {
      // A probe may have cached this code as missing moments ago.
      ctx.linkCache.invalidate(domain, candidate);
      const view = toLinkView(ctx, link, 0, [...tags].sort(compareTagNames));
      await queueLinkEvent(ctx, 'link.created', link, view);
      return { link };
    }
  }
  // A custom code lost a race; generated codes collided five times running.
  if (code) throw new AlreadyExists('Short URL already exists');
  throw new Unavailable('Unable to generate unique short code');
}

async function checkTeamLimit(ctx: Ctx, team: { orgId: string; maxUrls: number }): Promise<void> {
  const used = await countLinksInScope(ctx.db, { orgId: team.orgId });
  if (used >= team.maxUrls) {
    throw new QuotaExceeded(TEAM_MESSAGES.urlLimit(team.maxUrls), { limit: team.maxUrls, used });
  }
}

async function checkMonthlyQuota(
  ctx: Ctx,
  userId: string,
  plan: string | undefined,
): Promise<void> {
  const limit = limitsFor(plan).urlsPerMonth;
  if (limit === null) return;
  const used = await countLinksCreatedSince(ctx.db, userId, startOfUtcMonth(ctx.clock.now()));
  if (!canCreateLinkThisMonth(limit, used)) {
    throw new QuotaExceeded(
      `Monthly URL limit reached (${limit}). Upgrade your plan to create more short URLs.`,
      {
        limit,
        used,
      },
    );
  }
}
