import { domainToUnicode } from 'node:url';
import {
  type CustomDomainView,
  DNS_SUGGESTED_TTL,
  type DnsRecord,
  isSubdomain,
} from '@kurz/shared';
import type { CustomDomainsConfig } from '../config.js';
import type { CustomDomain } from '../db/schema.js';

/** A verified domain whose proof went missing serves this long, then goes back to pending. */
export const PROOF_GRACE_MS = 7 * 24 * 60 * 60_000;

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** A domain as its owner sees it, with the records to create at their DNS provider. */
export function toCustomDomainView(
  config: CustomDomainsConfig,
  row: CustomDomain,
): CustomDomainView {
  const verified = row.verified_at !== null;
  const failing = verified && row.proof_missing_since !== null;
  return {
    id: row.id,
    domain: row.domain,
    display_domain: domainToUnicode(row.domain) || row.domain,
    verified,
    status: failing ? 'failing' : verified ? 'verified' : 'pending',
    verification_token: row.verification_token,
    is_subdomain: isSubdomain(row.domain),
    records: dnsRecordsFor(config, row.domain, row.verification_token),
    created_at: new Date(Number(row.created_at)).toISOString(),
    verified_at: iso(row.verified_at),
    last_checked_at: iso(row.last_checked_at),
    serving_until: failing ? iso(Number(row.proof_missing_since) + PROOF_GRACE_MS) : null,
    forward_query: Number(row.forward_query) === 1,
    apple_app_site_association: jsonOrNull(row.apple_app_site_association),
    android_asset_links: jsonOrNull(row.android_asset_links),
  };
}

/**
 * The proof and the pointing record: a subdomain's CNAME to the proxy host; an apex
 * domain's A/AAAA records to the proxy addresses (a CNAME is not allowed at an apex).
 */
export function dnsRecordsFor(
  config: CustomDomainsConfig,
  domain: string,
  token: string,
): DnsRecord[] {
  const proof: DnsRecord = {
    type: 'TXT',
    name: `${config.verifyPrefix}.${domain}`,
    value: token,
    ttl: DNS_SUGGESTED_TTL,
    description: 'Proves the domain is yours. Keep it: it is checked again every day.',
  };
  if (isSubdomain(domain)) {
    return [
      proof,
      {
        type: 'CNAME',
        name: domain,
        value: config.proxyHost,
        ttl: DNS_SUGGESTED_TTL,
        description: `Sends the subdomain's visitors to ${config.proxyHost}.`,
      },
    ];
  }
  return [
    proof,
    ...config.proxyIps.map(
      (ip): DnsRecord => ({
        type: ip.includes(':') ? 'AAAA' : 'A',
        name: domain,
        value: ip,
        description: `Sends the domain's visitors to ${config.proxyHost}.`,
      }),
    ),
  ];
}

/** A file's JSON as stored (checked on the way in); null for none. */
function jsonOrNull<T>(text: string | null): T | null {
  return text === null ? null : (JSON.parse(text) as T);
}
