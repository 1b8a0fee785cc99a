import {
  CheckoutBody,
  CheckoutReply,
  CustomCheckoutBody,
  CustomCheckoutReply,
  LimitsReply,
  PlanIdParams,
  PlansReply,
  PortalBody,
  PortalReply,
  SubscriptionPlan,
  WebhookReply,
} from '@kurz/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { byUser, requireAdmin, requireUser, userOf } from '../accounts/require-user.js';
import { rateLimit } from '../http/rate-limit.js';
import type { RouteKit } from '../route-kit.js';
import { createCheckoutSession } from './create-checkout-session.js';
import { createCustomEnterpriseCheckout } from './create-custom-enterprise-checkout.js';
import { createPortalSession } from './create-portal-session.js';
import { getSubscriptionPlan } from './get-subscription-plan.js';
import { getUserSubscriptionLimits } from './get-user-subscription-limits.js';
import { handleStripeWebhook } from './handle-stripe-webhook.js';
import { listSubscriptionPlans } from './list-subscription-plans.js';

const WEBHOOK_BODY_LIMIT = 1_048_576;
/** Each call creates objects at Stripe: a person needs a few, a script gets 429. */
const STRIPE_CALL_RULE = { name: 'billing-user', limit: 20, windowSeconds: 600 };

export async function registerBillingRoutes({ app, auth, rateLimits }: RouteKit): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireUser(auth);
  const limited = rateLimit(rateLimits, STRIPE_CALL_RULE, byUser);

  api.get(
    '/api/subscription-plans',
    { schema: { response: { 200: PlansReply } } },
    async (request) => listSubscriptionPlans({ ctx: request.ctx }),
  );
  api.get(
    '/api/subscription-plans/:id',
    { schema: { params: PlanIdParams, response: { 200: SubscriptionPlan } } },
    async (request) => getSubscriptionPlan({ ctx: request.ctx, input: { id: request.params.id } }),
  );
  api.get(
    '/api/subscription-limits',
    { preValidation: signedIn, schema: { response: { 200: LimitsReply } } },
    async (request) =>
      getUserSubscriptionLimits({ ctx: request.ctx, input: { userId: userOf(request).id } }),
  );
  api.post(
    '/api/create-checkout-session',
    {
      preValidation: [signedIn, limited],
      schema: { body: CheckoutBody, response: { 200: CheckoutReply } },
    },
    async (request) =>
      createCheckoutSession({
        ctx: request.ctx,
        input: {
          userId: userOf(request).id,
          plan: request.body.plan,
          billingCycle: request.body.billing_cycle,
        },
      }),
  );
  api.post(
    '/api/create-portal-session',
    {
      preValidation: [signedIn, limited],
      schema: { body: PortalBody, response: { 200: PortalReply } },
    },
    async (request) =>
      createPortalSession({
        ctx: request.ctx,
        input: { userId: userOf(request).id, customerId: request.body.customer_id },
      }),
  );
  api.post(
    '/api/create-custom-enterprise-checkout',
    {
      preValidation: [requireAdmin(auth), limited],
      schema: { body: CustomCheckoutBody, response: { 200: CustomCheckoutReply } },
    },
    async (request) => createCustomEnterpriseCheckout({ ctx: request.ctx, input: request.body }),
  );

  // Stripe signs the exact bytes it sent: this scope alone keeps JSON bodies raw.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/stripe/webhook',
        { schema: { response: { 200: WebhookReply } } },
        async (request) => {
          const signature = request.headers['stripe-signature'];
          return handleStripeWebhook({
            ctx: request.ctx,
            input: {
              rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
              signature: typeof signature === 'string' ? signature : undefined,
            },
          });
        },
      );
  });
}
