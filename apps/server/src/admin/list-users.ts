import type { AdminUsersPage } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { countUsers, searchUsers } from './admin-user-repository.js';
import { toAdminUsers } from './admin-user-view.js';

/** One page of the user directory, newest first. The route has already checked is_admin. */
export async function listUsers({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { search: string; page: number; limit: number };
}): Promise<AdminUsersPage> {
  const offset = (input.page - 1) * input.limit;
  const [rows, total] = await Promise.all([
    searchUsers(ctx.db, { search: input.search, limit: input.limit, offset }),
    countUsers(ctx.db, input.search),
  ]);
  return { items: await toAdminUsers(ctx, rows), page: input.page, limit: input.limit, total };
}
