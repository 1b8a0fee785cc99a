import { randomBytes, randomUUID } from 'node:crypto';
import {
  type CustomDomainView,
  canAddDomain,
  checkDomain,
  normalizeDomainInput,
} from '@kurz/shared';
import type { Ctx } from '../context.js';
import { AlreadyExists, Forbidden, Invalid, NotFound, QuotaExceeded } from '../errors.js';
import { countUserDomains, findUserDomain, insertDomain } from './custom-domain-repository.js';
import { toCustomDomainView } from './custom-domain-view.js';
import { domainLimit, reservedHosts } from './domain-rules.js';

const PREMIUM_ONLY = 'Custom domains are available for Premium subscribers and above.';

/**
 * Adds a pending domain with a fresh token. The checks run in the spec's order; the plan
 * limit after them (a downgrade keeps the domains a user has but blocks adding more).
 * Another account's verified domain may be added: it moves only with this row's own proof.
 */
export async function addCustomDomain({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; domain: string };
}): Promise<CustomDomainView> {
  const verdict = checkDomain(normalizeDomainInput(input.domain), reservedHosts(ctx.config));
  if (verdict.problem !== undefined) throw new Invalid(verdict.problem);
  const { domain } = verdict;
  const max = await domainLimit(ctx, input.userId);
  if (max === 0) throw new Forbidden(PREMIUM_ONLY);
  if (!canAddDomain(max, await countUserDomains(ctx.db, input.userId))) {
    throw new QuotaExceeded(`Domain limit reached (${max})`, { limit: max });
  }
  const row = {
    id: randomUUID(),
    user_id: input.userId,
    domain,
    verification_token: `kurz-verify-${randomBytes(16).toString('hex')}`,
    created_at: ctx.clock.now(),
  };
  if (!(await insertDomain(ctx.db, row))) throw new AlreadyExists('Domain already added');
  const added = await findUserDomain(ctx.db, input.userId, row.id);
  if (!added) throw new NotFound('Domain not found');
  return toCustomDomainView(ctx.config.customDomains, added);
}
