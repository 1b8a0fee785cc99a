import { z } from 'zod';

/**
 * Takedown: admins disable a link by its short URL or a user by email,
 * and enable them again. A disabled link answers 451 with the disabled page.
 */

const reason = z
  .string()
  .trim()
  .max(500, 'Reason must be at most 500 characters')
  .nullish()
  .transform((value) => value || null);

export const ModerateLinkBody = z.object({
  shortUrl: z
    .string({ error: 'Short URL is required' })
    .trim()
    .min(1, 'Short URL is required')
    .max(2100, 'Short URL is too long'),
  isDisabled: z.boolean({ error: 'isDisabled must be true or false' }),
  reason,
});
export type ModerateLinkBody = z.input<typeof ModerateLinkBody>;

export const ModerateUserBody = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email must be at most 254 characters'),
  isDisabled: z.boolean({ error: 'isDisabled must be true or false' }),
  reason,
});
export type ModerateUserBody = z.input<typeof ModerateUserBody>;

const takedown = {
  isDisabled: z.boolean(),
  /** ISO 8601, UTC; null when enabled. */
  disabledAt: z.string().nullable(),
  reason: z.string().nullable(),
  /** The admin who disabled it, by email. */
  disabledBy: z.string().nullable(),
};

export const ModeratedLink = z.object({
  id: z.string(),
  shortLink: z.string(),
  destination: z.string(),
  ownerEmail: z.string().nullable(),
  ...takedown,
});
export type ModeratedLink = z.infer<typeof ModeratedLink>;

export const ModeratedUser = z.object({
  id: z.string(),
  email: z.string(),
  ...takedown,
});
export type ModeratedUser = z.infer<typeof ModeratedUser>;

/** What is disabled now, newest first. */
export const ModerationList = z.object({
  links: z.array(ModeratedLink),
  users: z.array(ModeratedUser),
});
export type ModerationList = z.infer<typeof ModerationList>;
