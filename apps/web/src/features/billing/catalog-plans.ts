import { PLAN_CATALOG } from '@kurz/shared';
import type { PlansReply } from './billing-api';

/**
 * The plans as packages/shared defines them (the server seeds its table from the same
 * list): shown at once while the server's list loads, and if it cannot be loaded.
 */
export const CATALOG_PLANS: PlansReply = {
  billing_enabled: true,
  plans: PLAN_CATALOG.map((offer) => ({
    id: offer.id,
    name: offer.name,
    description: offer.description,
    price_monthly: offer.priceMonthly,
    price_yearly: offer.priceYearly,
    features: { ...offer.flags, lines: [...offer.features] },
    active: true,
  })),
};
