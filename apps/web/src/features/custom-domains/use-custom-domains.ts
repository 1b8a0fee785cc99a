import { type CustomDomainsReply, type CustomDomainView, isPremiumOrHigher } from '@kurz/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth } from '../../app/auth-context';
import { useProfileSettled } from '../../app/use-profile-settled';
import { CUSTOM_DOMAINS_KEY, fetchCustomDomains } from './custom-domains-api';

/**
 * The signed-in user's custom domains (GET /api/custom-domains). Spec 001 §4: asked only
 * once auth and profile have settled, and only for a premium-or-higher user; the panel
 * and the shortener share the one cached answer.
 */
export function useCustomDomains() {
  const { user, profile } = useAuth();
  const isSettled = useProfileSettled();
  const isQualifying = user !== null && isPremiumOrHigher(profile?.subscription_plan);
  const query = useQuery({
    queryKey: [...CUSTOM_DOMAINS_KEY, user?.id],
    queryFn: fetchCustomDomains,
    enabled: isSettled && isQualifying,
  });
  return { ...query, isSettled, isQualifying };
}

/** Changes the cached list in place after an add, verify or delete (no refetch needed). */
export function useUpdateDomainList() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useCallback(
    (change: (domains: CustomDomainView[]) => CustomDomainView[]) => {
      queryClient.setQueryData<CustomDomainsReply>(
        [...CUSTOM_DOMAINS_KEY, user?.id],
        (current) => current && { ...current, domains: change(current.domains) },
      );
    },
    [queryClient, user?.id],
  );
}
