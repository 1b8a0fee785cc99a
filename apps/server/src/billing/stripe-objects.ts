import { z } from 'zod';

/**
 * The parts of Stripe's objects the webhook reads, parsed rather than trusted: a payload
 * we do not understand is logged and acknowledged, never a 500 that Stripe retries forever.
 */
const id = z.string().min(1);
const expandable = z
  .union([id, z.object({ id })])
  .transform((v) => (typeof v === 'string' ? v : v.id));
const metadata = z
  .record(z.string(), z.string())
  .nullish()
  .transform((v) => v ?? {});

/** What every event must carry before it is recorded: a signed event can still be malformed. */
export const StripeEventEnvelope = z.object({
  id,
  type: z.string().min(1),
  created: z.number().int().nonnegative(),
  data: z.object({ object: z.unknown() }),
});

export const CheckoutSessionObject = z.object({
  id,
  customer: expandable.nullish(),
  subscription: expandable.nullish(),
  client_reference_id: z.string().nullish(),
  payment_status: z.string().nullish(),
  metadata,
});

export const SubscriptionObject = z.object({
  id,
  customer: expandable,
  status: z.string(),
  metadata,
  items: z.object({ data: z.array(z.object({ price: z.object({ id }).nullish() })) }).nullish(),
});

export const InvoiceObject = z.object({
  id,
  customer: expandable.nullish(),
  /** Older API versions put the subscription here, newer ones under parent. */
  subscription: expandable.nullish(),
  parent: z
    .object({
      subscription_details: z.object({ subscription: expandable }).nullish(),
    })
    .nullish(),
});

export type CheckoutSession = z.infer<typeof CheckoutSessionObject>;
export type Subscription = z.infer<typeof SubscriptionObject>;
export type Invoice = z.infer<typeof InvoiceObject>;

/** What every handler gets: the event's id, type, order key and the object it carries. */
export interface StripeEventInput {
  id: string;
  type: string;
  orderKey: number;
  object: unknown;
}
