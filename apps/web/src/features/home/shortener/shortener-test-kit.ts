import { ADA_SESSION, SIGNED_OUT_SESSION } from '../../../test/stub-fetch';

/** Fetch routes for the shortener's tests: a visitor, or Ada on a given plan. */
export const SHORT_DOMAINS = {
  'GET /api/short-domains': { body: { default_domain: 'kurz.link', domains: ['kurz.link'] } },
};

export const VISITOR = { ...SIGNED_OUT_SESSION, ...SHORT_DOMAINS };

export function adaOn(plan: 'free' | 'premium' | 'pro') {
  return {
    ...ADA_SESSION,
    ...SHORT_DOMAINS,
    'GET /api/profile': {
      body: { ...ADA_SESSION['GET /api/profile'].body, subscription_plan: plan },
    },
  };
}

/** A response that is not JSON, as a proxy or a crashed server sends it. */
export const bare =
  (status: number, text = 'Bad Gateway') =>
  () =>
    Promise.resolve(new Response(text, { status, headers: { 'Content-Type': 'text/plain' } }));
