import { BILLING_MESSAGES } from '@kurz/shared';
import type Stripe from 'stripe';
import type { BillingConfig } from '../config.js';
import { NotConfigured } from '../errors.js';

/** The Stripe SDK class, loaded on first use: a server without billing never pays for it. */
export async function loadStripe(): Promise<typeof Stripe> {
  return (await import('stripe')).default;
}

/** The Stripe SDK for our key, pointed at STRIPE_API_BASE when set; null without a key. */
export async function createStripeClient(config: BillingConfig): Promise<Stripe | null> {
  if (!config.secretKey) return null;
  const base = config.apiBase;
  const StripeSdk = await loadStripe();
  return new StripeSdk(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

/** The Stripe client, or the "billing is not configured" answer (503) when there is none. */
export function requireStripe(stripe: Stripe | null): Stripe {
  if (!stripe) throw new NotConfigured(BILLING_MESSAGES.notConfigured);
  return stripe;
}
