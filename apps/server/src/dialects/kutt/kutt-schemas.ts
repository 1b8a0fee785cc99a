import { LINK_TITLE_MAX } from '@kurz/shared';
import { z } from 'zod';
import { durationMs, MIN_EXPIRY_MS } from './kutt-duration.js';

/**
 * Kutt API v2's request shapes, with Kutt's own refusal messages where Kurz checks the
 * same thing. `description` is kept as the link's title (Kurz's free-text label).
 */

const expireIn = z
  .string({ error: 'Expire format is invalid. Valid examples: 1m, 8h, 42 days.' })
  .trim()
  .max(100)
  .transform((text, ctx) => {
    const ms = durationMs(text);
    if (ms === undefined || !Number.isFinite(ms)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Expire format is invalid. Valid examples: 1m, 8h, 42 days.',
      });
      return z.NEVER;
    }
    if (ms < MIN_EXPIRY_MS) {
      ctx.addIssue({ code: 'custom', message: 'Expire time should be more than 1 minute.' });
      return z.NEVER;
    }
    return ms;
  });

const description = z
  .string({ error: 'Description should be a string.' })
  .trim()
  .max(
    LINK_TITLE_MAX,
    `Description length must be at most ${LINK_TITLE_MAX} (Kurz keeps it as the link's title).`,
  );

const password = z
  .string({ error: 'Password should be a string.' })
  .min(3, 'Password length must be between 3 and 64.')
  .max(64, 'Password length must be between 3 and 64.');

const address = z
  .string({ error: 'Custom URL should be a string.' })
  .trim()
  .min(1, 'Custom URL length must be between 1 and 64.')
  .max(64, 'Custom URL length must be between 1 and 64.');

const target = z
  .string({ error: 'Target is missing.' })
  .trim()
  .min(1, 'Target is missing.')
  .max(2040, 'Maximum URL length is 2040.');

/** Empty strings and null mean "not given", as Kutt's validators treat them. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

export const KuttCreateBody = z.object({
  target,
  customurl: optional(address),
  description: optional(description),
  expire_in: optional(expireIn),
  password: optional(password),
  reuse: optional(z.boolean({ error: 'Reuse must be boolean.' })),
  domain: optional(z.string({ error: 'Domain should be string.' }).trim().toLowerCase().max(300)),
});
export type KuttCreateBody = z.output<typeof KuttCreateBody>;

export const KuttEditBody = z.object({
  target: optional(target),
  address: optional(address),
  description: optional(description),
  expire_in: optional(expireIn),
  password: optional(password),
});
export type KuttEditBody = z.output<typeof KuttEditBody>;

const count = (name: string, fallback: number) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? fallback : value),
    z.coerce
      .number({ error: `${name} query is not valid.` })
      .int(`${name} query is not valid.`)
      .min(0, `${name} query is not valid.`),
  );

/** Kutt caps a page at 50 links, and reads a missing or zero limit as 10. */
export const KuttListQuery = z.object({
  skip: count('skip', 0),
  limit: count('limit', 10).transform((limit) => (limit === 0 ? 10 : Math.min(limit, 50))),
  search: z.string({ error: 'search query is not valid.' }).max(200).optional(),
  // Kutt's `all` (every user's links, for its admins) is read but changes nothing: a key sees its workspace.
  all: z.enum(['true', 'false'], { error: 'all query is not valid.' }).optional(),
});
export type KuttListQuery = z.output<typeof KuttListQuery>;

export const KuttIdParams = z.object({
  id: z.string().min(1, 'ID is invalid.').max(100, 'ID is invalid.'),
});
