/**
 * Custom domains as both sides judge them (spec 001 §5, §8, §9): the input's
 * normalisation, its four checks in order, and the words a failed verification is shown in.
 */

export const DOMAIN_MESSAGES = {
  required: 'Domain is required',
  tooLong: 'Domain is too long',
  format: 'Invalid domain format',
  reserved: 'Cannot use reserved domains',
} as const;

export const DOMAIN_MAX_LENGTH = 253;
/** Spec 001 §9: the TTL suggested for the verification TXT record and the CNAME. */
export const DNS_SUGGESTED_TTL = 300;

/**
 * Names no customer may claim, with their subdomains: RFC 2606 and 6761's special names
 * (and `local`, `onion`, `home.arpa`, which resolvers also treat apart). The server adds
 * its own app, short and proxy hosts.
 */
export const RESERVED_DOMAINS = [
  'localhost',
  'test',
  'example',
  'invalid',
  'local',
  'onion',
  'home.arpa',
  'example.com',
  'example.net',
  'example.org',
] as const;

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Spec 001 §5: trimmed, lower-cased, `http(s)://` and a leading `www.` removed, and
 * everything from the first `/` or `?` dropped.
 */
export function normalizeDomainInput(input: string): string {
  let domain = input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .trimStart();
  if (domain.startsWith('www.')) domain = domain.slice(4);
  const cut = domain.search(/[/?]/);
  // Trimmed again: a space before the path (`acme.com /x`) is no part of the name.
  return (cut === -1 ? domain : domain.slice(0, cut)).trimEnd();
}

/**
 * A Unicode name in its ASCII (punycode) form, as DNS and Host headers carry it; null when
 * it cannot be one. ASCII input comes back as it is.
 */
export function toAsciiDomain(domain: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range itself.
  if (/^[\x00-\x7f]*$/.test(domain)) return domain;
  if (/[\s/?#@:%[\]\\]/.test(domain)) return null;
  try {
    return new URL(`http://${domain}`).hostname;
  } catch {
    return null;
  }
}

/** An IPv4 or IPv6 literal, which is no domain of anyone's. */
function isIpLiteral(domain: string): boolean {
  return (
    /^\d{1,3}(\.\d{1,3}){3}$/.test(domain) || /^\[?[0-9a-f]*:[0-9a-f]*:[0-9a-f:.]*\]?$/.test(domain)
  );
}

function isUnder(domain: string, parent: string): boolean {
  return domain === parent || domain.endsWith(`.${parent}`);
}

export type DomainVerdict = { domain: string; problem?: undefined } | { problem: string };

/**
 * The spec's checks in order on an already normalised name: required, length, format,
 * reserved (`reserved` adds the server's own hosts). Gives the name in ASCII form.
 */
export function checkDomain(normalized: string, reserved: readonly string[] = []): DomainVerdict {
  if (normalized === '') return { problem: DOMAIN_MESSAGES.required };
  if (isIpLiteral(normalized)) return { problem: DOMAIN_MESSAGES.reserved };
  const domain = toAsciiDomain(normalized);
  if (domain === null) return { problem: DOMAIN_MESSAGES.format };
  if (domain.length > DOMAIN_MAX_LENGTH) return { problem: DOMAIN_MESSAGES.tooLong };
  const labels = domain.split('.');
  if (!labels.every((label) => LABEL.test(label))) return { problem: DOMAIN_MESSAGES.format };
  const all = [...RESERVED_DOMAINS, ...reserved.map((host) => host.toLowerCase())];
  if (all.some((parent) => isUnder(domain, parent))) return { problem: DOMAIN_MESSAGES.reserved };
  // A top-level label alone, or an all-digit one, is nobody's domain either.
  if (labels.length < 2 || /^\d+$/.test(labels.at(-1) ?? '')) {
    return { problem: DOMAIN_MESSAGES.format };
  }
  return { domain };
}

/** Spec 001 §5: more than two dot-separated parts counts as a subdomain. */
export function isSubdomain(domain: string): boolean {
  return domain.split('.').length > 2;
}

/** Whether one more domain fits: `limit` null is unlimited. */
export function canAddDomain(limit: number | null, count: number): boolean {
  return limit === null || count < limit;
}

/** The verification failure's words (spec 001 §8), matched on the first issue's text. */
export function verificationFailureMessage(issues: readonly string[], proxyName: string): string {
  const first = issues[0];
  if (first === undefined) return 'Domain verification failed. Check DNS records and try again.';
  if (first.includes('propagation'))
    return 'DNS records not propagated yet. Try again in a few minutes.';
  if (first.includes('Subdomain not found')) {
    return 'CNAME record not found. Please add the CNAME record shown above and wait for propagation.';
  }
  if (first.includes('No A records found')) {
    return 'A record not found. Please add the A record shown above and wait for propagation.';
  }
  if (first.includes(`does not resolve to ${proxyName}`)) {
    return `CNAME record found but not pointing to ${proxyName}. Check the CNAME value above.`;
  }
  if (first.includes(`do not point to ${proxyName}`)) {
    return 'A record found but pointing to wrong IP. Check the A record value above.';
  }
  return `Verification failed: ${first}`;
}

/** The issue texts the server gives; `verificationFailureMessage` matches their key words. */
export const VERIFICATION_ISSUES = {
  txtMissing: (name: string) => `TXT record ${name} not found or does not hold this domain's token`,
  subdomainNotFound: (domain: string) => `Subdomain not found: ${domain} has no CNAME record`,
  cnameWrong: (target: string, proxyName: string) =>
    `CNAME ${target} does not resolve to ${proxyName}`,
  noARecords: (domain: string) => `No A records found for ${domain}`,
  aWrong: (proxyName: string) => `A records do not point to ${proxyName}`,
  partial: (what: string) => `DNS propagation incomplete: ${what}`,
  timeout: (name: string) =>
    `DNS servers did not answer for ${name} within 5 s (propagation may still be under way)`,
  apexWithoutIps: (domain: string) =>
    `${domain} is an apex domain and this server has no proxy addresses for A records: use a subdomain`,
} as const;
