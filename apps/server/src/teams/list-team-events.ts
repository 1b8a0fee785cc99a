import type { TeamEventsReply } from '@kurz/shared';
import { AUDIT_KEEP_MS } from '../workspace/audit-log.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { actingTeam } from './team-access.js';

/** The team's audit log, newest first, the last 90 days (admins and the owner read it). */
export async function listTeamEvents({ ctx }: { ctx: WorkspaceCtx }): Promise<TeamEventsReply> {
  requirePermission(ctx, 'settings', 'update');
  const team = actingTeam(ctx);
  const rows = await ctx.db
    .selectFrom('team_audit_log as e')
    .leftJoin('users as u', 'u.id', 'e.actor_id')
    .select((eb) => [
      'e.id',
      'e.actor_id',
      'u.email as actor_email',
      eb.fn.coalesce('u.full_name', 'u.name').as('actor_name'),
      'e.action',
      'e.target',
      'e.details',
      'e.created_at',
    ])
    .where('e.org_id', '=', team.id)
    .where('e.created_at', '>=', ctx.clock.now() - AUDIT_KEEP_MS)
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(200)
    .execute();
  return {
    events: rows.map((row) => ({
      id: row.id,
      actor_id: row.actor_id,
      actor_email: row.actor_email ?? null,
      actor_name: row.actor_name ?? null,
      action: row.action,
      target: row.target,
      details: row.details ? (JSON.parse(row.details) as Record<string, unknown>) : null,
      created_at: new Date(Number(row.created_at)).toISOString(),
    })),
  };
}
