import { checkDomain, type DnsCheckReply, normalizeDomainInput } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { Invalid, NotFound } from '../errors.js';
import { checkDns } from './check-dns.js';
import { findUserDomainByName } from './custom-domain-repository.js';
import { reservedHosts } from './domain-rules.js';

/** What DNS says now about one of the user's domains (spec 001 §7 `verify-dns`). */
export async function checkUserDomainDns({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; domain: string };
}): Promise<DnsCheckReply> {
  const verdict = checkDomain(normalizeDomainInput(input.domain), reservedHosts(ctx.config));
  if (verdict.problem !== undefined) throw new Invalid(verdict.problem);
  const row = await findUserDomainByName(ctx.db, input.userId, verdict.domain);
  if (!row) throw new NotFound('Domain not found');
  return checkDns(ctx.config.customDomains, row.domain, row.verification_token);
}
