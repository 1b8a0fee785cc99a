import {
  AdminUser,
  AdminUserChangeBody,
  AdminUserParams,
  AdminUsersPage,
  AdminUsersQuery,
} from '@kurz/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { byUser, requireAdmin, userOf } from '../accounts/require-user.js';
import { rateLimit } from '../http/rate-limit.js';
import type { RouteKit } from '../route-kit.js';
import { changeUser } from './change-user.js';
import { listUsers } from './list-users.js';

/** Each change mails a user: an operator makes a few a minute, a runaway script is stopped. */
const CHANGE_RULE = { name: 'admin-user-change', limit: 60, windowSeconds: 600 };

export function registerAdminUserRoutes({ app, auth, rateLimits }: RouteKit): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = requireAdmin(auth);

  api.get(
    '/api/admin/users',
    {
      preValidation: admin,
      schema: { querystring: AdminUsersQuery, response: { 200: AdminUsersPage } },
    },
    async (request) => listUsers({ ctx: request.ctx, input: request.query }),
  );

  api.patch(
    '/api/admin/users/:id',
    {
      preValidation: [admin, rateLimit(rateLimits, CHANGE_RULE, byUser)],
      schema: { params: AdminUserParams, body: AdminUserChangeBody, response: { 200: AdminUser } },
    },
    async (request) => {
      const { subscription_plan: plan, disabled, reason } = request.body;
      return changeUser({
        ctx: request.ctx,
        input: {
          admin: userOf(request),
          userId: request.params.id,
          change: plan ? { subscription_plan: plan } : { disabled: disabled === true, reason },
        },
      });
    },
  );
}
