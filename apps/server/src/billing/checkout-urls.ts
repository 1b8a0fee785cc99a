import type { Config } from '../config.js';

/**
 * Where Stripe sends the browser back. The dashboard shows its success/canceled banners
 * from these flags; the plan itself changes only when the signed webhook arrives.
 */
export const checkoutReturnUrls = (config: Config) => ({
  success_url: new URL('/user/dashboard?success=true', config.appUrl).href,
  cancel_url: new URL('/user/dashboard?canceled=true', config.appUrl).href,
});

export const portalReturnUrl = (config: Config) => new URL('/user/dashboard', config.appUrl).href;
