import {
  API_CALLS_PER_MINUTE,
  type ApiUsageReply,
  limitsFor,
  normalizePlan,
  startOfUtcMonth,
} from '@kurz/shared';
import type { Ctx } from '../context.js';
import { listKeys } from './api-key-repository.js';
import { keyWorkspace } from './key-workspace.js';

/**
 * This month's API calls of a workspace's keys (the user's own, or a team's): per day (every
 * day so far, zeros included) and per key.
 */
export async function getApiUsage({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; orgId?: string | undefined };
}): Promise<ApiUsageReply> {
  const workspace = await keyWorkspace(ctx, input.userId, input.orgId);
  const now = ctx.clock.now();
  const monthStart = startOfUtcMonth(now);
  const firstDay = new Date(monthStart).toISOString().slice(0, 10);
  const plan = normalizePlan(workspace.plan);
  const keys = await listKeys(ctx.db, workspace.scope);
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
    limit: limitsFor(plan).apiCallsPerMonth,
    per_minute: plan === 'enterprise' ? API_CALLS_PER_MINUTE.enterprise : API_CALLS_PER_MINUTE.pro,
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
