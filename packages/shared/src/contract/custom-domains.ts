import { z } from 'zod';
import { workspaceFields } from './workspace.js';

/**
 * Custom domains (spec 001 §3, §7): the panel's list, add, verify and delete, the DNS
 * check, and the two public questions about a host (`verify-custom-domain`, Caddy's `ask`).
 */

const domainInput = z.string({ error: 'Domain is required' }).max(1000, 'Domain is too long');
const domainId = z.string().min(1).max(100);

/** Which workspace's domains a listing shows: a team's, or the caller's own. */
export const CustomDomainsQuery = z.object(workspaceFields);
export type CustomDomainsQuery = z.input<typeof CustomDomainsQuery>;

/** One record the customer creates at their DNS provider. */
export const DnsRecord = z.object({
  type: z.enum(['TXT', 'CNAME', 'A', 'AAAA']),
  /** As DNS providers ask for it: the full name. */
  name: z.string(),
  value: z.string(),
  /** Seconds; absent means the provider's 'Auto'. */
  ttl: z.number().optional(),
  description: z.string(),
});
export type DnsRecord = z.infer<typeof DnsRecord>;

export const CUSTOM_DOMAIN_STATUSES = ['verified', 'pending', 'failing'] as const;

export const CustomDomainView = z.object({
  id: z.string(),
  /** ASCII (punycode), as DNS and Host headers carry it. */
  domain: z.string(),
  /** As people read it (Unicode). */
  display_domain: z.string(),
  verified: z.boolean(),
  /**
   * `failing`: verified once, its proof gone at the last daily check; it serves until
   * `serving_until`, then stops.
   */
  status: z.enum(CUSTOM_DOMAIN_STATUSES),
  verification_token: z.string(),
  /** Spec 001 §5: more than two dot-separated parts. */
  is_subdomain: z.boolean(),
  records: z.array(DnsRecord),
  created_at: z.string(),
  verified_at: z.string().nullable(),
  last_checked_at: z.string().nullable(),
  serving_until: z.string().nullable(),
  /** New links on it forward the visitor's query string unless they say otherwise. */
  forward_query: z.boolean(),
});
export type CustomDomainView = z.infer<typeof CustomDomainView>;

export const CustomDomainsReply = z.object({
  domains: z.array(CustomDomainView),
  /** The plan's limit; null is unlimited. */
  max: z.number().nullable(),
  /** Where customers point their domains (the spec's 'Vercel'). */
  proxy_host: z.string(),
  /** Addresses an apex domain's A/AAAA records may hold; empty when apex domains cannot be served. */
  proxy_ips: z.array(z.string()),
});
export type CustomDomainsReply = z.infer<typeof CustomDomainsReply>;

export const AddCustomDomainBody = z.object({ domain: domainInput, ...workspaceFields });
export type AddCustomDomainBody = z.input<typeof AddCustomDomainBody>;
export const CustomDomainReply = z.object({ domain: CustomDomainView });
export type CustomDomainReply = z.infer<typeof CustomDomainReply>;

export const UpdateCustomDomainBody = z.object({
  domain_id: domainId,
  action: z.enum(['delete', 'verify'], { error: 'action must be delete or verify' }),
  ...workspaceFields,
});
export type UpdateCustomDomainBody = z.input<typeof UpdateCustomDomainBody>;

/** A domain's defaults for the links made on it from now on. */
export const DomainSettingsFields = {
  forward_query: z.boolean({ error: 'forward_query must be true or false' }),
};
export const DomainSettingsBody = z.object({ ...DomainSettingsFields, ...workspaceFields });
export type DomainSettingsBody = z.input<typeof DomainSettingsBody>;

/** Spec 001 §3 verification result; `domain` is the row as it is now. */
export const VerificationReply = z.object({
  verified: z.boolean(),
  issues: z.array(z.string()),
  domain: CustomDomainView.optional(),
});
export type VerificationReply = z.infer<typeof VerificationReply>;
export const DeletedReply = z.object({ deleted: z.literal(true) });

export const DomainQuery = z.object({ domain: domainInput });
export const DnsCheckQuery = DomainQuery.extend(workspaceFields);

/** Spec 001 §3 DNS check result: what the resolvers see now for one of the caller's domains. */
export const DnsCheckReply = z.object({
  verified: z.boolean(),
  issues: z.array(z.string()),
  propagation_status: z.enum(['complete', 'partial', 'none']),
  a_records: z.array(z.string()),
  cname_records: z.array(z.string()),
  txt_found: z.boolean(),
});
export type DnsCheckReply = z.infer<typeof DnsCheckReply>;

/** Spec 000 §7: whether a host is a custom domain that serves. */
export const VerifyCustomDomainReply = z.object({ isCustomDomain: z.boolean() });
export type VerifyCustomDomainReply = z.infer<typeof VerifyCustomDomainReply>;

/** A verified domain the shortener may put a link on. */
export const ShortenerDomain = z.object({
  id: z.string(),
  domain: z.string(),
  display_domain: z.string(),
});
export type ShortenerDomain = z.infer<typeof ShortenerDomain>;
