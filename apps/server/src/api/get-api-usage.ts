import { type ApiUsageReply, startOfUtcMonth } from '@kurz/shared';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { limitsOf } from '../workspace/workspace-limits.js';
import { listKeys } from './api-key-repository.js';

/**
 * This month's API calls of a workspace's keys: per day (every day so far, zeros included)
 * and per key.
 */
export async function getApiUsage({ ctx }: { ctx: WorkspaceCtx }): Promise<ApiUsageReply> {
  requirePermission(ctx, 'settings', 'update');
  const now = ctx.clock.now();
  const monthStart = startOfUtcMonth(now);
  const firstDay = new Date(monthStart).toISOString().slice(0, 10);
  const { apiCalls } = limitsOf(ctx.workspace);
  const keys = await listKeys(ctx.db, ctx.workspace.owner);
  const rows =
    keys.length === 0
      ? []
      : await ctx.db
          .selectFrom('api_usage')
          .select(['key_id', 'day', 'calls', 'refused'])
          .where(
            'key_id',
            'in',
            keys.map((key) => key.id),
          )
          .where('day', '>=', firstDay)
          .execute();
  const byDay = new Map<string, { calls: number; refused: number }>();
  for (let day = monthStart; day <= now; day += 86_400_000) {
    byDay.set(new Date(day).toISOString().slice(0, 10), { calls: 0, refused: 0 });
  }
  const byKey = new Map<string, { calls: number; refused: number }>();
  for (const row of rows) {
    const day = byDay.get(row.day);
    if (day) {
      day.calls += Number(row.calls);
      day.refused += Number(row.refused);
    }
    const key = byKey.get(row.key_id) ?? { calls: 0, refused: 0 };
    key.calls += Number(row.calls);
    key.refused += Number(row.refused);
    byKey.set(row.key_id, key);
  }
  const days = [...byDay].map(([day, counts]) => ({ day, ...counts }));
  return {
    month: firstDay.slice(0, 7),
    limit: apiCalls.perMonth,
    per_minute: apiCalls.perMinute,
    used: days.reduce((sum, day) => sum + day.calls, 0),
    refused: days.reduce((sum, day) => sum + day.refused, 0),
    days,
    keys: keys.map((key) => ({
      id: key.id,
      name: key.name,
      prefix: key.prefix,
      revoked: key.revoked_at !== null,
      ...(byKey.get(key.id) ?? { calls: 0, refused: 0 }),
    })),
  };
}
