import {
  type AdminUser,
  limitsFor,
  normalizePlan,
  startOfUtcMonth,
  TEAM_ROLES,
  type TeamRole,
} from '@kurz/shared';
import type { Ctx } from '../context.js';
import {
  type AdminUserRow,
  countPersonalLinksSince,
  listTeamsOf,
  type TeamOfUser,
} from './admin-user-repository.js';

/** Users as the directory shows them: with this month's usage and their teams, in two queries for the lot. */
export async function toAdminUsers(ctx: Ctx, rows: readonly AdminUserRow[]): Promise<AdminUser[]> {
  const ids = rows.map((row) => row.id);
  const [used, teams] = await Promise.all([
    countPersonalLinksSince(ctx.db, ids, startOfUtcMonth(ctx.clock.now())),
    listTeamsOf(ctx.db, ids),
  ]);
  return rows.map((row) => toAdminUser(row, used.get(row.id) ?? 0, teams.get(row.id) ?? []));
}

function toAdminUser(row: AdminUserRow, linksThisMonth: number, teams: TeamOfUser[]): AdminUser {
  const plan = normalizePlan(row.subscription_plan);
  return {
    id: row.id,
    email: row.email,
    name: row.full_name?.trim() || row.name?.trim() || null,
    subscription_plan: plan,
    is_admin: row.is_admin === true || row.is_admin === 1,
    disabled: row.disabled_at !== null,
    disabled_at: row.disabled_at === null ? null : new Date(Number(row.disabled_at)).toISOString(),
    created_at: new Date(row.created_at).toISOString(),
    usage: { links_this_month: linksThisMonth, links_per_month: limitsFor(plan).urlsPerMonth },
    teams: teams.map((team) => ({ ...team, role: roleOf(team.role) })),
  };
}

const roleOf = (role: string): TeamRole =>
  (TEAM_ROLES as readonly string[]).includes(role) ? (role as TeamRole) : 'member';
