import { Resolver } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { type DnsCheckReply, hostnameOf, isSubdomain, VERIFICATION_ISSUES } from '@kurz/shared';
import type { CustomDomainsConfig } from '../config.js';

/** The whole check's cap: a resolver that hangs cannot hold a request longer. */
export const DNS_CHECK_TIMEOUT_MS = 5000;

/** What the resolvers say about a lookup: its answers, none, or no answer in time. */
type Lookup<T> = { kind: 'found'; records: T[] } | { kind: 'none' } | { kind: 'timeout' };

/** DNS codes that mean "no such record" rather than "could not ask". */
const ABSENT = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN', 'ENONAME']);

/**
 * Verifies a customer's domain against DNS only (no request ever goes to the domain
 * itself): the TXT record `{prefix}.{domain}` must hold `token`, and the domain must point
 * here: a subdomain by a CNAME to the proxy host (or A/AAAA records as an apex does), an
 * apex domain by A/AAAA records within the proxy addresses. Issues come in the words
 * `verificationFailureMessage` matches, the pointing problem first.
 */
export async function checkDns(
  config: CustomDomainsConfig,
  domain: string,
  token: string,
): Promise<DnsCheckReply> {
  const resolver = new Resolver({ timeout: 2000, tries: 2 });
  if (config.dnsServers) resolver.setServers(config.dnsServers);
  const timer = setTimeout(() => resolver.cancel(), DNS_CHECK_TIMEOUT_MS);
  try {
    const txtName = `${config.verifyPrefix}.${domain}`;
    const [txt, cname, a, aaaa] = await Promise.all([
      lookup(() => resolver.resolveTxt(txtName)),
      isSubdomain(domain)
        ? lookup(() => resolver.resolveCname(domain))
        : Promise.resolve<Lookup<string>>({ kind: 'none' }),
      lookup(() => resolver.resolve4(domain)),
      lookup(() => resolver.resolve6(domain)),
    ]);
    return judge(config, domain, token, { txtName, txt, cname, a, aaaa });
  } finally {
    clearTimeout(timer);
  }
}

async function lookup<T>(ask: () => Promise<T[]>): Promise<Lookup<T>> {
  try {
    const records = await ask();
    return records.length > 0 ? { kind: 'found', records } : { kind: 'none' };
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    return ABSENT.has(code) ? { kind: 'none' } : { kind: 'timeout' };
  }
}

interface Answers {
  txtName: string;
  txt: Lookup<string[]>;
  cname: Lookup<string>;
  a: Lookup<string>;
  aaaa: Lookup<string>;
}

function judge(
  config: CustomDomainsConfig,
  domain: string,
  token: string,
  { txtName, txt, cname, a, aaaa }: Answers,
): DnsCheckReply {
  const proxy = config.proxyHost;
  const cnames = cname.kind === 'found' ? cname.records.map(hostnameOf) : [];
  // A resolver follows a CNAME to its target's addresses: those are the proxy's, not the domain's own.
  const addresses = cnames.length
    ? []
    : [...(a.kind === 'found' ? a.records : []), ...(aaaa.kind === 'found' ? aaaa.records : [])];
  const txtFound =
    txt.kind === 'found' && txt.records.some((chunks) => chunks.join('').trim() === token);
  const reply = (issues: string[], pointed: boolean): DnsCheckReply => ({
    verified: issues.length === 0,
    issues,
    propagation_status: issues.length === 0 ? 'complete' : pointed || txtFound ? 'partial' : 'none',
    a_records: addresses,
    cname_records: cnames,
    txt_found: txtFound,
  });

  if ([txt, cname, a, aaaa].some((answer) => answer.kind === 'timeout')) {
    return reply([VERIFICATION_ISSUES.timeout(domain)], false);
  }
  const txtIssue = txtFound ? [] : [VERIFICATION_ISSUES.txtMissing(txtName)];
  // Whatever its A records hold, an apex cannot point here without proxy addresses.
  if (!isSubdomain(domain) && config.proxyIps.length === 0) {
    return reply([VERIFICATION_ISSUES.apexWithoutIps(domain), ...txtIssue], false);
  }
  if (cnames.length > 0) {
    if (cnames.includes(proxy)) return reply(txtIssue, true);
    return reply([VERIFICATION_ISSUES.cnameWrong(cnames[0] ?? '', proxy), ...txtIssue], false);
  }
  if (addresses.length === 0) {
    const missing = isSubdomain(domain)
      ? VERIFICATION_ISSUES.subdomainNotFound(domain)
      : VERIFICATION_ISSUES.noARecords(domain);
    return reply([missing, ...txtIssue], false);
  }
  const ours = proxyAddresses(config.proxyIps);
  const inside = addresses.filter((address) => isOurs(ours, address));
  if (inside.length === addresses.length) return reply(txtIssue, true);
  if (inside.length > 0) {
    const others = addresses.filter((address) => !isOurs(ours, address)).join(', ');
    return reply(
      [VERIFICATION_ISSUES.partial(`${domain} also points to ${others}`), ...txtIssue],
      true,
    );
  }
  return reply([VERIFICATION_ISSUES.aWrong(proxy), ...txtIssue], false);
}

function proxyAddresses(ips: readonly string[]): BlockList {
  const list = new BlockList();
  for (const ip of ips) list.addAddress(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4');
  return list;
}

function isOurs(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}
