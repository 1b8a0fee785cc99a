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
  /** Served at /.well-known/apple-app-site-association on the domain; null for none. */
  apple_app_site_association: z.record(z.string(), z.unknown()).nullable(),
  /** Served at /.well-known/assetlinks.json on the domain; null for none. */
  android_asset_links: z.array(z.record(z.string(), z.unknown())).nullable(),
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

/** Apple and Google read at most this much of a well-known file. */
export const APP_LINK_FILE_MAX = 128 * 1024;

/** A file's JSON, given as JSON or as text holding JSON (pasted from a file). */
const jsonFile = (field: string, shape: z.ZodType) =>
  z.preprocess(
    (value, context) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value);
      } catch {
        context.addIssue({ code: 'custom', message: `${field} is not valid JSON`, input: value });
        return z.NEVER;
      }
    },
    shape.refine((file) => JSON.stringify(file).length <= APP_LINK_FILE_MAX, {
      message: `${field}: at most ${APP_LINK_FILE_MAX / 1024} KB`,
    }),
  );

const APPLE_SECTIONS = ['applinks', 'webcredentials', 'appclips', 'activitycontinuation'];
/** Apple's apple-app-site-association: an object with at least one of its sections. */
const AppleAppSiteAssociation = jsonFile(
  'apple_app_site_association',
  z
    .record(z.string(), z.unknown(), {
      error: 'apple_app_site_association must be a JSON object',
    })
    .refine((file) => APPLE_SECTIONS.some((section) => section in file), {
      message: `apple_app_site_association needs one of ${APPLE_SECTIONS.join(', ')}`,
    }),
);

/** One statement of Android's assetlinks.json (Digital Asset Links). */
const AssetLinkStatement = z.looseObject({
  relation: z
    .array(z.string().min(1), { error: 'relation must be a list of relations' })
    .min(1, 'relation must name at least one relation'),
  target: z.discriminatedUnion(
    'namespace',
    [
      z.looseObject({
        namespace: z.literal('android_app'),
        package_name: z
          .string({ error: 'package_name is required' })
          .regex(
            /^[A-Za-z]\w*(\.[A-Za-z]\w*)+$/,
            'package_name must be a package such as com.example.app',
          ),
        sha256_cert_fingerprints: z
          .array(
            z
              .string()
              .regex(
                /^([0-9A-Fa-f]{2}:){31}[0-9A-Fa-f]{2}$/,
                'sha256_cert_fingerprints: each is 32 hex bytes separated by colons',
              ),
            { error: 'sha256_cert_fingerprints must be a list' },
          )
          .min(1, 'sha256_cert_fingerprints must hold at least one fingerprint'),
      }),
      z.looseObject({ namespace: z.literal('web'), site: z.url({ error: 'site must be a URL' }) }),
    ],
    { error: 'target.namespace must be android_app or web' },
  ),
});
const AndroidAssetLinks = jsonFile(
  'android_asset_links',
  z
    .array(AssetLinkStatement, { error: 'android_asset_links must be a JSON list of statements' })
    .min(1, 'android_asset_links must hold at least one statement')
    .max(100, 'android_asset_links: at most 100 statements'),
);

/**
 * A domain's settings: the default for the links made on it from now on, and the files
 * that let phones open its links in an app (null removes one).
 */
export const DomainSettingsFields = {
  forward_query: z.boolean({ error: 'forward_query must be true or false' }).optional(),
  apple_app_site_association: AppleAppSiteAssociation.nullable().optional(),
  android_asset_links: AndroidAssetLinks.nullable().optional(),
};
export const SETTINGS_CHANGE_SOMETHING = [
  (body: Record<string, unknown>) =>
    Object.keys(DomainSettingsFields).some((name) => body[name] !== undefined),
  {
    message:
      'Nothing to change: send forward_query, apple_app_site_association or android_asset_links',
  },
] as const;
export const DomainSettingsBody = z
  .object({ ...DomainSettingsFields, ...workspaceFields })
  .refine(...SETTINGS_CHANGE_SOMETHING);
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
