import { BILLING_CYCLES, PLANS } from '@kurz/shared';
import { z } from 'zod';

export const CheckoutBody = z.object({
  user_id: z.string().optional(),
  email: z.string().optional(),
  plan: z.enum(PLANS).default('premium'),
  billing_cycle: z.enum(BILLING_CYCLES).default('monthly'),
});

export const CheckoutReply = z.object({ checkout_url: z.string() });

export const PortalBody = z.object({ customer_id: z.string().max(255).optional() });
export const PortalReply = z.object({ portal_url: z.string() });

const price = z.coerce
  .number({ error: 'must be a number' })
  .positive('must be more than 0')
  .max(1_000_000, 'must be at most 1,000,000')
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'at most 2 decimals');

export const CustomCheckoutBody = z.object({
  customerName: z.string().trim().min(1, 'customerName is required').max(200),
  customerEmail: z.email('customerEmail must be an email address').max(254),
  customMonthlyPrice: price,
  customYearlyPrice: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    price.optional(),
  ),
  billingCycle: z.enum(BILLING_CYCLES).default('monthly'),
});

export const CustomCheckoutReply = z.object({
  checkout_url: z.string(),
  price_description: z.string(),
});

export const LimitsReply = z.object({
  urls_per_month: z.number().nullable(),
  custom_domains: z.number().nullable(),
  api_calls_per_month: z.number().nullable(),
});
