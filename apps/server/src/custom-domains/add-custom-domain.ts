import { randomBytes, randomUUID } from 'node:crypto';
import {
  type CustomDomainView,
  canAddDomain,
  checkDomain,
  normalizeDomainInput,
} from '@kurz/shared';
import type { Ctx } from '../context.js';
import { AlreadyExists, Forbidden, Invalid, NotFound, QuotaExceeded } from '../errors.js';
import { recordTeamEvent } from '../teams/record-team-event.js';
import {
  countScopeDomains,
  findScopeDomain,
  findScopeDomainByName,
  insertDomain,
} from './custom-domain-repository.js';
import { toCustomDomainView } from './custom-domain-view.js';
import { reservedHosts } from './domain-rules.js';
import { domainWorkspace } from './domain-workspace.js';

const PREMIUM_ONLY = 'Custom domains are available for Premium subscribers and above.';

/**
 * Adds a pending domain with a fresh token to the caller's workspace (their own, or a
 * team's). The checks run in the spec's order; the limit after them (a downgrade keeps the
 * domains a user has but blocks adding more). Another account's verified domain may be
 * added: it moves only with this row's own proof.
 */
export async function addCustomDomain({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; orgId?: string | null | undefined; domain: string };
}): Promise<CustomDomainView> {
  const verdict = checkDomain(normalizeDomainInput(input.domain), reservedHosts(ctx.config));
  if (verdict.problem !== undefined) throw new Invalid(verdict.problem);
  const { domain } = verdict;
  const workspace = await domainWorkspace(ctx, input.userId, input.orgId, 'create');
  const { scope, max } = workspace;
  if (max === 0 && !workspace.orgId) throw new Forbidden(PREMIUM_ONLY);
  if (!canAddDomain(max, await countScopeDomains(ctx.db, scope))) {
    throw new QuotaExceeded(`Domain limit reached (${max})`, { limit: max });
  }
  // A team's members are different users: the unique key (user, domain) cannot see them.
  if (await findScopeDomainByName(ctx.db, scope, domain)) {
    throw new AlreadyExists('Domain already added');
  }
  const row = {
    id: randomUUID(),
    user_id: input.userId,
    org_id: workspace.orgId,
    domain,
    verification_token: `kurz-verify-${randomBytes(16).toString('hex')}`,
    created_at: ctx.clock.now(),
  };
  if (!(await insertDomain(ctx.db, row))) throw new AlreadyExists('Domain already added');
  if (workspace.orgId) {
    await recordTeamEvent(ctx.db, {
      orgId: workspace.orgId,
      actorId: input.userId,
      action: 'domain.added',
      target: domain,
      at: row.created_at,
    });
  }
  const added = await findScopeDomain(ctx.db, scope, row.id);
  if (!added) throw new NotFound('Domain not found');
  return toCustomDomainView(ctx.config.customDomains, added);
}
