import { randomBytes, randomUUID } from 'node:crypto';
import {
  type CustomDomainView,
  canAddDomain,
  checkDomain,
  normalizeDomainInput,
} from '@kurz/shared';
import { AlreadyExists, Forbidden, Invalid, NotFound, QuotaExceeded } from '../errors.js';
import { recordTeamEvent } from '../workspace/audit-log.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { limitsOf } from '../workspace/workspace-limits.js';
import {
  countDomains,
  findDomain,
  findDomainByName,
  insertDomain,
} from './custom-domain-repository.js';
import { toCustomDomainView } from './custom-domain-view.js';
import { reservedHosts } from './domain-rules.js';

const PREMIUM_ONLY = 'Custom domains are available for Premium subscribers and above.';

/**
 * Adds a pending domain with a fresh token to the workspace. The checks run in the spec's
 * order; the limit after them (a downgrade keeps the domains a workspace has but blocks
 * adding more). Another account's verified domain may be added: it moves only with this
 * row's own proof.
 */
export async function addCustomDomain({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { domain: string };
}): Promise<CustomDomainView> {
  requirePermission(ctx, 'domains', 'create');
  const verdict = checkDomain(normalizeDomainInput(input.domain), reservedHosts(ctx.config));
  if (verdict.problem !== undefined) throw new Invalid(verdict.problem);
  const { domain } = verdict;
  const { workspace } = ctx;
  const max = limitsOf(workspace).customDomains;
  if (max === 0 && workspace.kind === 'personal') throw new Forbidden(PREMIUM_ONLY);
  if (!canAddDomain(max, await countDomains(ctx.db, workspace.owner))) {
    throw new QuotaExceeded(`Domain limit reached (${max})`, { limit: max });
  }
  // A team's members are different users: the unique key (user, domain) cannot see them.
  if (await findDomainByName(ctx.db, workspace.owner, domain)) {
    throw new AlreadyExists('Domain already added');
  }
  const row = {
    id: randomUUID(),
    user_id: ctx.actor.userId,
    org_id: workspace.orgId,
    domain,
    verification_token: `kurz-verify-${randomBytes(16).toString('hex')}`,
    created_at: ctx.clock.now(),
  };
  if (!(await insertDomain(ctx.db, row))) throw new AlreadyExists('Domain already added');
  if (workspace.orgId) {
    await recordTeamEvent(ctx.db, {
      orgId: workspace.orgId,
      actorId: ctx.actor.userId,
      action: 'domain.added',
      target: domain,
      at: row.created_at,
    });
  }
  const added = await findDomain(ctx.db, workspace.owner, row.id);
  if (!added) throw new NotFound('Domain not found');
  return toCustomDomainView(ctx.config.customDomains, added);
}
