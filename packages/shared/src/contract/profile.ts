import { z } from 'zod';
import { PLANS } from '../plans.js';

/** Kurz's account routes beside better-auth's own `/api/auth/*`. */

/** Where uploaded avatars are served; a profile's avatar_url starts with it. */
export const AVATAR_URL_PREFIX = '/api/avatars/';

/** An avatar is one of our uploads or an https image elsewhere; nothing else is shown. */
const AvatarUrl = z
  .string()
  .trim()
  .max(2048, 'avatar_url is too long')
  .refine(
    (value) => value.startsWith(AVATAR_URL_PREFIX) || /^https:\/\/[^\s"'<>]+$/.test(value),
    'avatar_url must be an https:// URL',
  );

export const ProfileChangesBody = z
  .object({
    full_name: z.string().trim().max(100, 'full_name is too long').nullable().optional(),
    avatar_url: AvatarUrl.nullable().optional(),
  })
  .strict();
export type ProfileChangesBody = z.input<typeof ProfileChangesBody>;

export const ProfileReply = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  subscription_plan: z.enum(PLANS),
  subscription_status: z.string().nullable(),
  is_admin: z.boolean(),
  /** better-auth provider ids of the account's sign-in methods. */
  providers: z.array(z.string()),
});
export type ProfileReply = z.infer<typeof ProfileReply>;

export const AvatarParams = z.object({ file: z.string().max(64) });

/** The Admin Testing Panel: an admin sets their own plan. */
export const SetPlanBody = z.object({ plan: z.enum(PLANS) });
export type SetPlanBody = z.input<typeof SetPlanBody>;

export const CheckEmailExistsBody = z.object({
  email_to_check: z.string().trim().min(3, 'email_to_check is required').max(254),
});
export const CheckEmailExistsReply = z.object({ exists: z.boolean() });
export type CheckEmailExistsReply = z.infer<typeof CheckEmailExistsReply>;

/** The sign-in providers besides email and password; each is on only when configured. */
export const SIGN_IN_PROVIDERS = ['google', 'github', 'oidc'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

/** GET /api/sign-in-providers: the configured ones, so the web shows no button that fails. */
export const SignInProvidersReply = z.object({ providers: z.array(z.enum(SIGN_IN_PROVIDERS)) });
export type SignInProvidersReply = z.infer<typeof SignInProvidersReply>;
