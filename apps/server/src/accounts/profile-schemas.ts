import { PLANS } from '@kurz/shared';
import { z } from 'zod';
import { AVATAR_URL_PREFIX } from './upload-avatar.js';

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

export const ProfileReply = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  subscription_plan: z.enum(PLANS),
  subscription_status: z.string().nullable(),
  is_admin: z.boolean(),
  providers: z.array(z.string()),
});

export const SetPlanBody = z.object({ plan: z.enum(PLANS) });
