import { checkDomain, type DnsCheckReply, normalizeDomainInput } from '@kurz/shared';
import { Invalid, NotFound } from '../errors.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { checkDns } from './check-dns.js';
import { findDomainByName } from './custom-domain-repository.js';
import { reservedHosts } from './domain-rules.js';

/** What DNS says now about one of the workspace's domains (spec 001 §7 `verify-dns`). */
export async function checkUserDomainDns({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { domain: string };
}): Promise<DnsCheckReply> {
  requirePermission(ctx, 'domains', 'read');
  const verdict = checkDomain(normalizeDomainInput(input.domain), reservedHosts(ctx.config));
  if (verdict.problem !== undefined) throw new Invalid(verdict.problem);
  const row = await findDomainByName(ctx.db, ctx.workspace.owner, verdict.domain);
  if (!row) throw new NotFound('Domain not found');
  return checkDns(ctx.config.customDomains, row.domain, row.verification_token);
}
