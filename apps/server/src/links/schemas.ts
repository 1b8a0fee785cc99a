import { z } from 'zod';

export const ShortenBody = z.object({
  full_url: z
    .string({ error: 'full_url is required' })
    .trim()
    .min(1, 'full_url is required')
    .max(4096),
  short_url: z.string().max(200).optional().nullable(),
  user_id: z.string().max(100).optional().nullable(),
  use_custom_domain: z.boolean().optional(),
  check_only: z.boolean().optional(),
});

export const ShortenReply = z.union([
  z.object({ shortened_url: z.string(), short_code: z.string(), id: z.string() }),
  z.object({ available: z.literal(true) }),
]);

export const AvailabilityBody = z.object({ short_url: z.string().max(200).default('') });
export const AvailabilityReply = z.object({ available: z.boolean(), error: z.string().optional() });

export const RedirectQuery = z.object({ code: z.string().max(200).optional() });

export const ShortDomainsReply = z.object({
  default_domain: z.string(),
  domains: z.array(z.string()),
});
