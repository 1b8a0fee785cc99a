import { useCustomDomains } from './use-custom-domains';

/**
 * Whether the signed-in user has a verified custom domain of their own, which the plan
 * badge names instead of the plan (spec 000 §2). Shares the domains panel's cached list,
 * asked for only on plans that have custom domains.
 */
export function useHasVerifiedDomain(): boolean {
  const { data } = useCustomDomains();
  return data?.domains.some((domain) => domain.verified) ?? false;
}
