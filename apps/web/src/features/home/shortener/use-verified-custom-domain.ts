import { isPremiumOrHigher } from '@kurz/shared';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../app/auth-context';
import { api } from '../../../lib/api-client';
import { debugLog } from '../../../lib/debug-log';

interface CustomDomainsReply {
  domains?: { domain?: unknown; verified?: unknown }[];
}

/** The first verified custom domain, or null; any failure means none (spec 001 §7). */
async function fetchVerifiedDomain(): Promise<string | null> {
  try {
    const reply = await api.get<CustomDomainsReply>('/api/custom-domains');
    const domains = Array.isArray(reply?.domains) ? reply.domains : [];
    const verified = domains.find((entry) => entry.verified === true);
    return typeof verified?.domain === 'string' ? verified.domain : null;
  } catch (error) {
    debugLog.info('shortener', 'custom domains unavailable; offering none', error);
    return null;
  }
}

/**
 * Spec 000 §4: asked only once auth and profile have loaded, and only for signed-in
 * premium-or-higher users. `isSettled` is false while that is still being found out.
 */
export function useVerifiedCustomDomain(): { domain: string | null; isSettled: boolean } {
  const { user, profile, isLoading } = useAuth();
  const isKnown = !isLoading && (user === null || profile !== null);
  const isEligible = isKnown && user !== null && isPremiumOrHigher(profile?.subscription_plan);
  const query = useQuery({
    queryKey: ['verified-custom-domain', user?.id],
    queryFn: fetchVerifiedDomain,
    enabled: isEligible,
  });
  if (!isEligible) return { domain: null, isSettled: isKnown };
  return { domain: query.data ?? null, isSettled: !query.isPending };
}
