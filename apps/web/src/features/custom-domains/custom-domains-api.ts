import type {
  AddCustomDomainBody,
  CustomDomainReply,
  CustomDomainsQuery,
  CustomDomainsReply,
  DomainSettingsBody,
  UpdateCustomDomainBody,
  VerificationReply,
} from '@kurz/shared';
import { api } from '../../lib/api-client';
import { withQuery } from '../../lib/with-query';
import { teamRef } from '../../lib/workspace-ref';

/**
 * Spec 001 §7's custom-domain calls; every failure is an ApiError with the server's text.
 * `organizationId` names a team for the team's domains, null the caller's own.
 */

export const CUSTOM_DOMAINS_KEY = ['custom-domains'] as const;

export const fetchCustomDomains = (organizationId: string | null) =>
  api.get<CustomDomainsReply>(
    withQuery('/api/custom-domains', teamRef(organizationId) satisfies CustomDomainsQuery),
  );

export const addCustomDomain = (organizationId: string | null, domain: string) =>
  api.post<CustomDomainReply>('/api/custom-domains', {
    domain,
    ...teamRef(organizationId),
  } satisfies AddCustomDomainBody);

export const verifyCustomDomain = (organizationId: string | null, id: string) =>
  api.put<VerificationReply>('/api/custom-domains', {
    domain_id: id,
    action: 'verify',
    ...teamRef(organizationId),
  } satisfies UpdateCustomDomainBody);

export const deleteCustomDomain = (organizationId: string | null, id: string) =>
  api.put<{ deleted: true }>('/api/custom-domains', {
    domain_id: id,
    action: 'delete',
    ...teamRef(organizationId),
  } satisfies UpdateCustomDomainBody);

/** A domain's settings: its new links' query forwarding, its app-link files. */
export const changeDomainSettings = (
  organizationId: string | null,
  id: string,
  settings: Omit<DomainSettingsBody, 'org_id' | 'organization_id'>,
) =>
  api.patch<CustomDomainReply>(`/api/custom-domains/${encodeURIComponent(id)}`, {
    ...settings,
    ...teamRef(organizationId),
  } satisfies DomainSettingsBody);
