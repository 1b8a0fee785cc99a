import type { VerificationReply } from '@kurz/shared';
import { Conflict, NotFound } from '../errors.js';
import { removeLinks } from '../links/remove-links.js';
import { recordTeamEvent } from '../workspace/audit-log.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { checkDns } from './check-dns.js';
import { findDomain, markChecked, markVerified } from './custom-domain-repository.js';
import { toCustomDomainView } from './custom-domain-view.js';
import { servingChanged } from './domain-rules.js';

/** Checks DNS for the workspace's domain; verified once the proof and the pointing record are seen. */
export async function verifyCustomDomain({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { id: string };
}): Promise<VerificationReply> {
  requirePermission(ctx, 'domains', 'update');
  const { owner, orgId } = ctx.workspace;
  const row = await findDomain(ctx.db, owner, input.id);
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
        actorId: ctx.actor.userId,
        action: 'domain.verified',
        target: row.domain,
        at: now,
      });
    }
    await servingChanged(ctx, row.domain);
  } else {
    await markChecked(ctx.db, row.id, now);
  }
  const current = await findDomain(ctx.db, owner, row.id);
  return {
    verified: check.verified,
    issues: check.issues,
    ...(current && { domain: toCustomDomainView(config, current) }),
  };
}
