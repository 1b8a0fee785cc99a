import type { MembersQuery, MembersReply } from '@kurz/shared';
import { isRole } from '../workspace/membership.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { actingTeam } from './team-access.js';
import { listMembers } from './team-repository.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** The team's active members (spec 001 §7 GET /api/organization-members). */
export async function listTeamMembers({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { query: Omit<MembersQuery, 'organization_id' | 'org_id'> };
}): Promise<MembersReply> {
  requirePermission(ctx, 'members', 'read');
  const team = actingTeam(ctx);
  const { query } = input;
  const page = Number(query.page ?? 1);
  const limit = Number(query.limit ?? 100);
  const rows = await listMembers(ctx.db, team.id, { search: query.search, role: query.role });
  return {
    members: rows.slice((page - 1) * limit, page * limit).map((row) => ({
      id: row.id,
      user_id: row.user_id,
      email: row.email,
      name: row.name,
      avatar_url: row.avatar_url,
      role: isRole(row.role) ? row.role : 'viewer',
      status: row.status,
      invited_at: iso(row.invited_at),
      joined_at: iso(row.joined_at) ?? '',
    })),
    total: rows.length,
    page,
    limit,
  };
}
