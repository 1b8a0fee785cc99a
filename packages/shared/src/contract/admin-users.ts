import { z } from 'zod';
import { PLANS } from '../plans.js';
import { TEAM_ROLES } from '../teams.js';

/**
 * The operator's user directory (`/admin/users`): find users, see their plan, usage and
 * teams, set a plan without Stripe, disable and enable them again.
 */

export const ADMIN_USERS_PAGE_LIMIT = 100;

export const AdminUsersQuery = z.object({
  /** Part of an email or a name, any case; blank lists everyone, newest first. */
  search: z.string().trim().max(254, 'search must be at most 254 characters').default(''),
  page: z.coerce.number().int().min(1, 'page must be 1 or more').max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be 1 or more')
    .max(ADMIN_USERS_PAGE_LIMIT, `limit must be at most ${ADMIN_USERS_PAGE_LIMIT}`)
    .default(20),
});
export type AdminUsersQuery = z.input<typeof AdminUsersQuery>;

export const AdminUserParams = z.object({ id: z.string().min(1).max(100) });

const ONE_CHANGE = 'Send either subscription_plan or disabled';

/** One change at a time: a plan, or the account disabled (with an optional reason) or enabled. */
export const AdminUserChangeBody = z
  .object({
    subscription_plan: z
      .enum(PLANS, { error: `subscription_plan must be one of ${PLANS.join(', ')}` })
      .optional(),
    disabled: z.boolean({ error: 'disabled must be true or false' }).optional(),
    reason: z
      .string({ error: 'reason must be text' })
      .trim()
      .max(500, 'reason must be at most 500 characters')
      .nullish()
      .transform((value) => value || null),
  })
  .strict()
  .refine((body) => (body.subscription_plan === undefined) !== (body.disabled === undefined), {
    message: ONE_CHANGE,
  })
  .refine((body) => body.reason === null || body.disabled !== undefined, {
    message: 'reason goes with disabled',
    path: ['reason'],
  });
export type AdminUserChangeBody = z.input<typeof AdminUserChangeBody>;

export const AdminUser = z.object({
  id: z.string(),
  email: z.string(),
  /** The profile's full name, else the name given at sign-up; null when neither. */
  name: z.string().nullable(),
  subscription_plan: z.enum(PLANS),
  is_admin: z.boolean(),
  disabled: z.boolean(),
  /** ISO 8601, UTC; null while enabled. */
  disabled_at: z.string().nullable(),
  /** ISO 8601, UTC. */
  created_at: z.string(),
  /** Personal links created this calendar month (UTC) against the plan's monthly limit. */
  usage: z.object({
    links_this_month: z.number(),
    /** Null: the plan has no limit. */
    links_per_month: z.number().nullable(),
  }),
  teams: z.array(z.object({ id: z.string(), name: z.string(), role: z.enum(TEAM_ROLES) })),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUsersPage = z.object({
  items: z.array(AdminUser),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
});
export type AdminUsersPage = z.infer<typeof AdminUsersPage>;
