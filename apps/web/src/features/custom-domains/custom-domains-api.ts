import type {
  AddCustomDomainBody,
  CustomDomainReply,
  CustomDomainsReply,
  UpdateCustomDomainBody,
  VerificationReply,
} from '@kurz/shared';
import { api } from '../../lib/api-client';

/**
 * Spec 001 §7's custom-domain calls; every failure is an ApiError with the server's text.
 * `orgId` is a team's id for the team's domains, null for the caller's own.
 */

export const CUSTOM_DOMAINS_KEY = ['custom-domains'] as const;

const teamField = (orgId: string | null) => (orgId ? { org_id: orgId } : {});

export const fetchCustomDomains = (orgId: string | null) =>
  api.get<CustomDomainsReply>(
    orgId ? `/api/custom-domains?org_id=${encodeURIComponent(orgId)}` : '/api/custom-domains',
  );

export const addCustomDomain = (orgId: string | null, domain: string) =>
  api.post<CustomDomainReply>('/api/custom-domains', {
    domain,
    ...teamField(orgId),
  } satisfies AddCustomDomainBody);

export const verifyCustomDomain = (orgId: string | null, id: string) =>
  api.put<VerificationReply>('/api/custom-domains', {
    domain_id: id,
    action: 'verify',
    ...teamField(orgId),
  } satisfies UpdateCustomDomainBody);

export const deleteCustomDomain = (orgId: string | null, id: string) =>
  api.put<{ deleted: true }>('/api/custom-domains', {
    domain_id: id,
    action: 'delete',
    ...teamField(orgId),
  } satisfies UpdateCustomDomainBody);
