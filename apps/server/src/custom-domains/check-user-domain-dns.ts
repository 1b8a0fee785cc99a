import { checkDomain, type DnsCheckReply, normalizeDomainInput } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { Invalid, NotFound } from '../errors.js';
import { checkDns } from './check-dns.js';
import { findScopeDomainByName } from './custom-domain-repository.js';
import { reservedHosts } from './domain-rules.js';
import { domainWorkspace } from './domain-workspace.js';

/** What DNS says now about one of the workspace's domains (spec 001 §7 `verify-dns`). */
export async function checkUserDomainDns({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; orgId?: string | null | undefined; domain: string };
}): Promise<DnsCheckReply> {
  const verdict = checkDomain(normalizeDomainInput(input.domain), reservedHosts(ctx.config));
  if (verdict.problem !== undefined) throw new Invalid(verdict.problem);
  const { scope } = await domainWorkspace(ctx, input.userId, input.orgId, 'read');
  const row = await findScopeDomainByName(ctx.db, scope, verdict.domain);
  if (!row) throw new NotFound('Domain not found');
  return checkDns(ctx.config.customDomains, row.domain, row.verification_token);
}
