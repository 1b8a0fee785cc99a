import { BILLING_MESSAGES, type BillingCycle, type Plan } from '@kurz/shared';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';

/** The calls of spec 001 §7 for plans and billing. */

export interface PlanRow {
  id: Plan;
  name: string;
  description: string;
  price_monthly: number | null;
  price_yearly: number | null;
  features: { lines?: string[] } & Record<string, unknown>;
}

export interface PlansReply {
  plans: PlanRow[];
  billing_enabled: boolean;
}

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
    const reply = await api.post<{ checkout_url?: string }>('/api/create-checkout-session', {
      user_id: input.userId,
      email: input.email,
      plan: input.plan,
      billing_cycle: input.billingCycle,
    });
    if (!reply?.checkout_url) throw new Error(BILLING_MESSAGES.checkoutFailed);
    return reply.checkout_url;
  } catch (error) {
    throw new Error(serverTextOr(error, BILLING_MESSAGES.checkoutFailed));
  }
}

/** Errors keep the server's code, so the portal hook can tell its cases apart. */
export async function createPortalSession(customerId?: string): Promise<string | undefined> {
  try {
    const reply = await api.post<{ portal_url?: string }>('/api/create-portal-session', {
      ...(customerId && { customer_id: customerId }),
    });
    return reply?.portal_url;
  } catch (error) {
    if (error instanceof ApiError && error.code) throw error;
    throw new ApiError(
      BILLING_MESSAGES.portalSessionFailed,
      error instanceof ApiError ? error.status : 0,
    );
  }
}

export interface CustomCheckoutRequest {
  customerName: string;
  customerEmail: string;
  customMonthlyPrice: number;
  customYearlyPrice?: number;
  billingCycle: BillingCycle;
}

export async function createCustomEnterpriseCheckout(
  request: CustomCheckoutRequest,
): Promise<{ checkout_url: string; price_description: string }> {
  try {
    return await api.post('/api/create-custom-enterprise-checkout', request);
  } catch (error) {
    throw new Error(serverTextOr(error, BILLING_MESSAGES.customCheckoutFailed));
  }
}
