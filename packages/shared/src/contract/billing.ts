import { z } from 'zod';
import { BILLING_CYCLES } from '../plan-catalog.js';
import { PLANS } from '../plans.js';

/** The billing API of spec 001 §7: plans, limits, checkout and the billing portal. */

export const SubscriptionPlan = z.object({
  id: z.enum(PLANS),
  name: z.string(),
  description: z.string(),
  /** Cents; null for a plan priced per customer. */
  price_monthly: z.number().nullable(),
  price_yearly: z.number().nullable(),
  /** Free-form; the pricing page reads `lines`. */
  features: z.looseObject({ lines: z.array(z.string()).optional() }),
  active: z.boolean(),
});
export type SubscriptionPlan = z.infer<typeof SubscriptionPlan>;

export const PlanIdParams = z.object({ id: z.string().max(32) });

export const PlansReply = z.object({
  plans: z.array(SubscriptionPlan),
  /** False without Stripe keys: the pricing buttons say billing is not configured. */
  billing_enabled: z.boolean(),
});
export type PlansReply = z.infer<typeof PlansReply>;

/** Spec 001 §3 user limits; null means unlimited. */
export const LimitsReply = z.object({
  urls_per_month: z.number().nullable(),
  custom_domains: z.number().nullable(),
  api_calls_per_month: z.number().nullable(),
});
export type LimitsReply = z.infer<typeof LimitsReply>;

/** `user_id` may only name the signed-in user; `email` is the spec's and not used. */
export const CheckoutBody = z.object({
  user_id: z.string().max(100).optional(),
  email: z.string().max(254).optional(),
  plan: z.enum(PLANS).default('premium'),
  billing_cycle: z.enum(BILLING_CYCLES).default('monthly'),
});
export type CheckoutBody = z.input<typeof CheckoutBody>;
export const CheckoutReply = z.object({ checkout_url: z.string() });
export type CheckoutReply = z.infer<typeof CheckoutReply>;

export const PortalBody = z.object({ customer_id: z.string().max(255).optional() });
export type PortalBody = z.input<typeof PortalBody>;
export const PortalReply = z.object({ portal_url: z.string() });
export type PortalReply = z.infer<typeof PortalReply>;

const price = z.coerce
  .number({ error: 'must be a number' })
  .positive('must be more than 0')
  .max(1_000_000, 'must be at most 1,000,000')
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'at most 2 decimals');

/** An admin's custom-priced enterprise checkout link; prices in dollars. */
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
/** What the web sends: prices already numbers (the server also takes numeric text). */
export type CustomCheckoutBody = z.output<typeof CustomCheckoutBody>;

/** What Kurz answers Stripe's webhook calls; a repeated event is acknowledged, not applied. */
export const WebhookReply = z.object({ received: z.literal(true), duplicate: z.boolean() });
export type WebhookReply = z.infer<typeof WebhookReply>;

export const CustomCheckoutReply = z.object({
  checkout_url: z.string(),
  price_description: z.string(),
});
export type CustomCheckoutReply = z.infer<typeof CustomCheckoutReply>;
