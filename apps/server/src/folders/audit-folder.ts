import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { recordTeamEvent } from '../workspace/audit-log.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';

/** A team's folder change in its audit log, by the folder's name; a personal workspace keeps none. */
export async function auditFolder(
  db: Kysely<Database> | Transaction<Database>,
  ctx: WorkspaceCtx,
  action: 'folder.created' | 'folder.renamed' | 'folder.deleted',
  name: string,
  details?: Record<string, unknown>,
): Promise<void> {
  if (ctx.workspace.orgId === null) return;
  await recordTeamEvent(db, {
    orgId: ctx.workspace.orgId,
    actorId: ctx.actor.userId,
    action,
    target: name,
    ...(details && { details }),
    at: ctx.clock.now(),
  });
}
