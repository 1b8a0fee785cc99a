import type { CustomDomainsReply, CustomDomainView } from '@kurz/shared';

export const PROXY_HOST = 'edge.kurz-proxy.net';

/** A domain as GET /api/custom-domains lists it: pending, a subdomain, with its records. */
export function domainView(
  domain: string,
  changes: Partial<CustomDomainView> = {},
): CustomDomainView {
  const verified = changes.status === 'verified' || changes.status === 'failing';
  return {
    id: `d-${domain}`,
    domain,
    display_domain: domain,
    verified,
    status: 'pending',
    verification_token: `kurz-verify-${domain.length}abc`,
    is_subdomain: domain.split('.').length > 2,
    records: [
      {
        type: 'TXT',
        name: `_kurz-verify.${domain}`,
        value: `kurz-verify-${domain.length}abc`,
        ttl: 300,
        description: 'Proves the domain is yours.',
      },
      {
        type: 'CNAME',
        name: domain,
        value: PROXY_HOST,
        ttl: 300,
        description: `Sends the subdomain's visitors to ${PROXY_HOST}.`,
      },
    ],
    created_at: '2025-01-02T03:04:05.000Z',
    verified_at: verified ? '2025-01-03T03:04:05.000Z' : null,
    last_checked_at: null,
    serving_until: null,
    forward_query: true,
    apple_app_site_association: null,
    android_asset_links: null,
    ...changes,
  };
}

export function domainsReply(
  domains: CustomDomainView[],
  max: number | null = 1,
): { body: CustomDomainsReply } {
  return { body: { domains, max, proxy_host: PROXY_HOST, proxy_ips: ['203.0.113.10'] } };
}
