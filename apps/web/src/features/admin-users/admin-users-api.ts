import type { AdminUser, AdminUserChangeBody, AdminUsersPage } from '@kurz/shared';
import { api } from '../../lib/api-client';
import { withQuery } from '../../lib/with-query';

export type { AdminUser, AdminUsersPage } from '@kurz/shared';

export const USERS_PAGE_SIZE = 20;

export const fetchUsersPage = (search: string, page: number) =>
  api.get<AdminUsersPage>(withQuery('/api/admin/users', { search, page, limit: USERS_PAGE_SIZE }));

export const patchUser = (id: string, body: AdminUserChangeBody) =>
  api.patch<AdminUser>(`/api/admin/users/${encodeURIComponent(id)}`, body);
