import type { VerificationReply } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { Conflict, NotFound } from '../errors.js';
import { removeLinks } from '../links/remove-links.js';
import { recordTeamEvent } from '../teams/record-team-event.js';
import { checkDns } from './check-dns.js';
import { findScopeDomain, markChecked, markVerified } from './custom-domain-repository.js';
import { toCustomDomainView } from './custom-domain-view.js';
import { servingChanged } from './domain-rules.js';
import { domainWorkspace } from './domain-workspace.js';

/** Checks DNS for the workspace's domain; verified once the proof and the pointing record are seen. */
export async function verifyCustomDomain({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; orgId?: string | null | undefined; id: string };
}): Promise<VerificationReply> {
  const { scope, orgId } = await domainWorkspace(ctx, input.userId, input.orgId, 'update');
  const row = await findScopeDomain(ctx.db, scope, input.id);
  if (!row) throw new NotFound('Domain not found');
  const config = ctx.config.customDomains;
  if (row.verified_at !== null && row.proof_missing_since === null) {
    return { verified: true, issues: [], domain: toCustomDomainView(config, row) };
  }
  const check = await checkDns(config, row.domain, row.verification_token);
  const now = ctx.clock.now();
  if (check.verified) {
    try {
      await markVerified(ctx.db, row.id, now);
    } catch (error) {
      // Another account's proof for the same name won the same instant.
      ctx.log.warn({ err: error, domain: row.domain }, 'verifying a custom domain lost a race');
      throw new Conflict('Failed to verify domain');
    }
    // A takeover: the links other accounts had on the name could never serve again, and
    // their codes would stay taken for the new owner.
    await removeLinks({
      ctx,
      input: {
        which: { kind: 'domain-taken', domain: row.domain, keptDomainId: row.id },
        actorId: null,
        cause: 'domain-takeover',
      },
    });
    if (orgId) {
      await recordTeamEvent(ctx.db, {
        orgId,
        actorId: input.userId,
        action: 'domain.verified',
        target: row.domain,
        at: now,
      });
    }
    await servingChanged(ctx, row.domain);
  } else {
    await markChecked(ctx.db, row.id, now);
  }
  const current = await findScopeDomain(ctx.db, scope, row.id);
  return {
    verified: check.verified,
    issues: check.issues,
    ...(current && { domain: toCustomDomainView(config, current) }),
  };
}
