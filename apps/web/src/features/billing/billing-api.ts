import {
  BILLING_MESSAGES,
  type BillingCycle,
  type CheckoutBody,
  type CheckoutReply,
  type CustomCheckoutBody,
  type CustomCheckoutReply,
  type Plan,
  type PlansReply,
  type PortalReply,
  type SubscriptionPlan,
} from '@kurz/shared';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';

/** The calls of spec 001 §7 for plans and billing. */

export type { PlansReply } from '@kurz/shared';
export type PlanRow = SubscriptionPlan;

export async function fetchSubscriptionPlans(): Promise<PlansReply> {
  try {
    return await api.get<PlansReply>('/api/subscription-plans');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`Failed to fetch subscription plans: ${message}`);
  }
}

/** Server text when the server sent some, else the spec's fallback. */
const serverTextOr = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.code ? error.message : fallback;

export async function createCheckoutSession(input: {
  userId: string;
  email: string;
  plan: Plan;
  billingCycle: BillingCycle;
}): Promise<string> {
  try {
    const body: CheckoutBody = {
      user_id: input.userId,
      email: input.email,
      plan: input.plan,
      billing_cycle: input.billingCycle,
    };
    const reply = await api.post<CheckoutReply>('/api/create-checkout-session', body);
    return reply.checkout_url;
  } catch (error) {
    throw new Error(serverTextOr(error, BILLING_MESSAGES.checkoutFailed));
  }
}

/** Errors keep the server's code, so the portal hook can tell its cases apart. */
export async function createPortalSession(customerId?: string): Promise<string | undefined> {
  try {
    const reply = await api.post<PortalReply>('/api/create-portal-session', {
      ...(customerId && { customer_id: customerId }),
    });
    return reply.portal_url;
  } catch (error) {
    if (error instanceof ApiError && error.code) throw error;
    throw new ApiError(
      BILLING_MESSAGES.portalSessionFailed,
      error instanceof ApiError ? error.status : 0,
    );
  }
}

export async function createCustomEnterpriseCheckout(
  request: CustomCheckoutBody,
): Promise<CustomCheckoutReply> {
  try {
    return await api.post<CustomCheckoutReply>('/api/create-custom-enterprise-checkout', request);
  } catch (error) {
    throw new Error(serverTextOr(error, BILLING_MESSAGES.customCheckoutFailed));
  }
}
