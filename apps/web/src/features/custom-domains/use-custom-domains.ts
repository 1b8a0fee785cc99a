import { type CustomDomainsReply, type CustomDomainView, isPremiumOrHigher } from '@kurz/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth } from '../../app/auth-context';
import { useProfileSettled } from '../../app/use-profile-settled';
import { CUSTOM_DOMAINS_KEY, fetchCustomDomains } from './custom-domains-api';

const keyOf = (userId: string | undefined, orgId: string | null) => [
  ...CUSTOM_DOMAINS_KEY,
  userId,
  orgId ?? 'personal',
];

/**
 * The custom domains of a workspace (GET /api/custom-domains): the signed-in user's own, or
 * team `orgId`'s. Spec 001 §4: asked only once auth and profile have settled, and for one's
 * own only on a premium-or-higher plan (a team's follow the team's plan, checked by the
 * server); the panel and the shortener share the one cached answer.
 */
export function useCustomDomains(orgId: string | null = null) {
  const { user, profile } = useAuth();
  const isSettled = useProfileSettled();
  const isQualifying =
    user !== null && (orgId !== null || isPremiumOrHigher(profile?.subscription_plan));
  const query = useQuery({
    queryKey: keyOf(user?.id, orgId),
    queryFn: () => fetchCustomDomains(orgId),
    enabled: isSettled && isQualifying,
  });
  return { ...query, isSettled, isQualifying };
}

/** Changes the cached list in place after an add, verify or delete (no refetch needed). */
export function useUpdateDomainList(orgId: string | null) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useCallback(
    (change: (domains: CustomDomainView[]) => CustomDomainView[]) => {
      queryClient.setQueryData<CustomDomainsReply>(
        keyOf(user?.id, orgId),
        (current) => current && { ...current, domains: change(current.domains) },
      );
    },
    [queryClient, user?.id, orgId],
  );
}
