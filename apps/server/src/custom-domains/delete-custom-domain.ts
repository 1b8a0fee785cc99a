import type { Ctx } from '../context.js';
import { NotFound } from '../errors.js';
import { recordTeamEvent } from '../teams/record-team-event.js';
import { deleteScopeDomain } from './custom-domain-repository.js';
import { servingChanged } from './domain-rules.js';
import { domainWorkspace } from './domain-workspace.js';

/** Deletes the workspace's domain and its links; it stops serving on this process at once. */
export async function deleteCustomDomain({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; orgId?: string | null | undefined; id: string };
}): Promise<{ deleted: true }> {
  const workspace = await domainWorkspace(ctx, input.userId, input.orgId, 'delete');
  const row = await deleteScopeDomain(ctx.db, workspace.scope, input.id);
  if (!row) throw new NotFound('Domain not found');
  if (workspace.orgId) {
    await recordTeamEvent(ctx.db, {
      orgId: workspace.orgId,
      actorId: input.userId,
      action: 'domain.deleted',
      target: row.domain,
      at: ctx.clock.now(),
    });
  }
  await servingChanged(ctx, row.domain);
  return { deleted: true };
}
