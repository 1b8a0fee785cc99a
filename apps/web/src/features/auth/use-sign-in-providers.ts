import type { SignInProvidersReply } from '@kurz/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { SocialProvider } from './auth-api';

const OFFERED: readonly SocialProvider[] = ['google', 'github'];

/**
 * The social buttons this server can honour (GET /api/sign-in-providers): an unconfigured
 * provider would only answer 'Provider not found'. None until it answers, or if it fails.
 */
export function useSignInProviders(): readonly SocialProvider[] {
  const { data } = useQuery({
    queryKey: ['sign-in-providers'],
    queryFn: () => api.get<SignInProvidersReply>('/api/sign-in-providers'),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return OFFERED.filter((provider) => data?.providers.includes(provider));
}
