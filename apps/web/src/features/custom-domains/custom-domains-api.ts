import type {
  AddCustomDomainBody,
  CustomDomainReply,
  CustomDomainsReply,
  UpdateCustomDomainBody,
  VerificationReply,
} from '@kurz/shared';
import { api } from '../../lib/api-client';

/** Spec 001 §7's custom-domain calls; every failure is an ApiError with the server's text. */

export const CUSTOM_DOMAINS_KEY = ['custom-domains'] as const;

export const fetchCustomDomains = () => api.get<CustomDomainsReply>('/api/custom-domains');

export const addCustomDomain = (domain: string) =>
  api.post<CustomDomainReply>('/api/custom-domains', { domain } satisfies AddCustomDomainBody);

export const verifyCustomDomain = (id: string) =>
  api.put<VerificationReply>('/api/custom-domains', {
    domain_id: id,
    action: 'verify',
  } satisfies UpdateCustomDomainBody);

export const deleteCustomDomain = (id: string) =>
  api.put<{ deleted: true }>('/api/custom-domains', {
    domain_id: id,
    action: 'delete',
  } satisfies UpdateCustomDomainBody);
