import { randomUUID } from 'node:crypto';
import type { Ctx } from '../context.js';
import { insertLinkReport } from './link-report-repository.js';
import { findModeratedLink } from './moderation-repository.js';
import { shortUrlTarget } from './short-url-target.js';

/**
 * Stores a visitor's report of a link for the admin inbox. A short URL that names no link
 * is stored too and answered alike, so the form tells nobody which codes exist; the inbox
 * shows it as not found.
 */
export async function reportLink({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { shortUrl: string; reason: string; details: string; email: string | null };
}): Promise<{ id: string }> {
  const target = shortUrlTarget(ctx.config, ctx.servingDomains, input.shortUrl);
  const link = target && (await findModeratedLink(ctx.db, target.domain, target.code));
  const id = randomUUID();
  await insertLinkReport(ctx.db, {
    id,
    short_url: input.shortUrl,
    link_id: link?.id ?? null,
    reason: input.reason,
    details: input.details,
    email: input.email,
    created_at: ctx.clock.now(),
    handled_at: null,
  });
  ctx.log.info({ reportId: id, linkId: link?.id ?? null, reason: input.reason }, 'link reported');
  return { id };
}
