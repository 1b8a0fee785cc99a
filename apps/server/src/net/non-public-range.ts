import { isIPv4, isIPv6 } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The production address rule of the SSRF-safe fetcher: the name of the non-public range an
 * address falls in (loopback, private, link-local…), or `null` for a public address. Text
 * that is not an IP address is refused too. IPv6 forms that carry an IPv4 address (mapped,
 * compatible, NAT64, 6to4, Teredo) are judged by that address, so `::ffff:127.0.0.1` is
 * loopback. Sources: the IANA IPv4 and IPv6 special-purpose address registries.
 */
export function nonPublicRange(address: string): string | null {
  // Only the textual forms Node accepts: ipaddr.js alone also reads `127.1` or `0x7f.1`.
  if (isIPv4(address)) return ipv4Range(ipaddr.IPv4.parse(address));
  // A zone (`fe80::1%eth0`) names an interface, not part of the address.
  const v6 = address.replace(/^\[|\]$/g, '').split('%')[0] ?? '';
  if (!isIPv6(v6)) return 'not an IP address';
  return ipv6Range(ipaddr.IPv6.parse(hexTail(v6)));
}

/**
 * A trailing dotted quad as two hex groups: ipaddr.js reads `::127.0.0.1` as
 * `::ffff:127.0.0.1` (mapped), where it is `::7f00:1` (IPv4-compatible).
 */
const hexTail = (v6: string) =>
  v6.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_all, ...quad: string[]) => {
    const [a, b, c, d] = quad.map(Number) as [number, number, number, number];
    return [(a << 8) | b, (c << 8) | d].map((group) => group.toString(16)).join(':');
  });

type Network<Address> = readonly [Address, number, string];

const ipv4Networks = (ranges: Array<[string, string]>): Network<ipaddr.IPv4>[] =>
  ranges.map(([cidr, name]) => [...ipaddr.IPv4.parseCIDR(cidr), name]);
const ipv6Networks = (ranges: Array<[string, string]>): Network<ipaddr.IPv6>[] =>
  ranges.map(([cidr, name]) => [...ipaddr.IPv6.parseCIDR(cidr), name]);

const IPV4_RANGES = ipv4Networks([
  ['255.255.255.255/32', 'broadcast'],
  ['0.0.0.0/8', 'this network'],
  ['10.0.0.0/8', 'private'],
  ['100.64.0.0/10', 'carrier-grade NAT'],
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link-local'],
  ['172.16.0.0/12', 'private'],
  ['192.0.0.0/24', 'IETF protocol assignments'],
  ['192.0.2.0/24', 'documentation'],
  ['192.88.99.0/24', '6to4 relay anycast'],
  ['192.168.0.0/16', 'private'],
  ['198.18.0.0/15', 'benchmarking'],
  ['198.51.100.0/24', 'documentation'],
  ['203.0.113.0/24', 'documentation'],
  ['224.0.0.0/4', 'multicast'],
  ['240.0.0.0/4', 'reserved'],
]);

const ipv4Range = (address: ipaddr.IPv4) => nameIn(address, IPV4_RANGES);

/** The name of the first network `address` falls in, or null. */
function nameIn<Address extends ipaddr.IPv4 | ipaddr.IPv6>(
  address: Address,
  networks: ReadonlyArray<Network<Address>>,
): string | null {
  for (const [network, bits, name] of networks) if (address.match(network, bits)) return name;
  return null;
}

/** IPv6 forms that carry IPv4 addresses, and where their bytes sit (Teredo's client inverted). */
const EMBEDDING_FORMS: Array<[string, string, (bytes: number[]) => number[][]]> = [
  ['::ffff:0:0/96', 'IPv4-mapped', (b) => [b.slice(12)]],
  ['::ffff:0:0:0/96', 'IPv4-translated', (b) => [b.slice(12)]],
  ['::/96', 'IPv4-compatible', (b) => [b.slice(12)]],
  ['64:ff9b::/96', 'NAT64', (b) => [b.slice(12)]],
  ['2002::/16', '6to4', (b) => [b.slice(2, 6)]],
  ['2001::/32', 'Teredo', (b) => [b.slice(4, 8), b.slice(12).map((byte) => byte ^ 0xff)]],
];
const EMBEDDINGS = EMBEDDING_FORMS.map(
  ([cidr, form, carried]) => [...ipaddr.IPv6.parseCIDR(cidr), form, carried] as const,
);

// Before the embedding forms: `::/96` holds these two as well.
const IPV6_EXACT = ipv6Networks([
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
]);
const IPV6_RANGES = ipv6Networks([
  ['64:ff9b:1::/48', 'local-use NAT64'],
  ['fc00::/7', 'unique-local'],
  ['fe80::/10', 'link-local'],
  ['fec0::/10', 'site-local'],
  ['ff00::/8', 'multicast'],
]);
// Only global unicast (2000::/3) is public; inside it, a few blocks are not.
const [GLOBAL_UNICAST, GLOBAL_BITS] = ipaddr.IPv6.parseCIDR('2000::/3');
const GLOBAL_EXCEPTIONS = ipv6Networks([
  ['2001:db8::/32', 'documentation'],
  ['3fff::/20', 'documentation'],
  ['2001::/23', 'IETF protocol assignments'],
]);

function ipv6Range(address: ipaddr.IPv6): string | null {
  const exact = nameIn(address, IPV6_EXACT);
  if (exact) return exact;
  const embedding = EMBEDDINGS.find(([network, bits]) => address.match(network, bits));
  if (embedding) {
    // Judged by the IPv4 addresses it carries: public when they all are.
    const [, , form, carried] = embedding;
    for (const bytes of carried(address.toByteArray())) {
      const v4 = new ipaddr.IPv4(bytes);
      const range = ipv4Range(v4);
      if (range) return `${range} (${form} ${v4.toString()})`;
    }
    return null;
  }
  const special = nameIn(address, IPV6_RANGES);
  if (special) return special;
  if (!address.match(GLOBAL_UNICAST, GLOBAL_BITS)) return 'reserved';
  return nameIn(address, GLOBAL_EXCEPTIONS);
}
