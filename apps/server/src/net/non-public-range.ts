import { parseAddress } from './ip-address.js';

/**
 * The production address rule of the SSRF-safe fetcher: the name of the non-public range an
 * address falls in (loopback, private, link-local…), or `null` for a public address. Text
 * that is not an IP address is refused too. IPv6 forms that carry an IPv4 address (mapped,
 * compatible, NAT64, 6to4, Teredo) are judged by that address, so `::ffff:127.0.0.1` is
 * loopback. Sources: the IANA IPv4 and IPv6 special-purpose address registries.
 */
export function nonPublicRange(address: string): string | null {
  const parsed = parseAddress(address);
  if (!parsed) return 'not an IP address';
  return parsed.family === 4 ? ipv4Range(parsed.value) : ipv6Range(parsed.value);
}

const IPV4_RANGES: ReadonlyArray<readonly [string, number, string]> = [
  ['255.255.255.255', 32, 'broadcast'],
  ['0.0.0.0', 8, 'this network'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'carrier-grade NAT'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'IETF protocol assignments'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, '6to4 relay anycast'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

const IPV4_NETWORKS = IPV4_RANGES.map(([network, bits, name]) => {
  const parsed = parseAddress(network);
  return { value: parsed?.family === 4 ? parsed.value : 0, bits, name };
});

function ipv4Range(value: number): string | null {
  for (const network of IPV4_NETWORKS) {
    const shift = 32 - network.bits;
    // Division, not >>>: a shift by 32 is a shift by 0 in JavaScript.
    if (Math.floor(value / 2 ** shift) === Math.floor(network.value / 2 ** shift))
      return network.name;
  }
  return null;
}

/** `prefix` written as the address's top groups; `bits` of it must match. */
const within = (value: bigint, prefix: bigint, bits: number) =>
  value >> BigInt(128 - bits) === prefix >> BigInt(128 - bits);
const v6 = (text: string) => {
  const parsed = parseAddress(text);
  return parsed?.family === 6 ? parsed.value : -1n;
};
const low32 = (value: bigint) => Number(value & 0xffffffffn);
const ipv4Text = (value: number) =>
  [24, 16, 8, 0].map((shift) => (value >>> shift) & 0xff).join('.');

/** Where an IPv6 address carries an IPv4 address, the form's name and that address. */
function embeddedIPv4(value: bigint): { form: string; v4: number[] } | null {
  if (within(value, v6('::ffff:0:0'), 96)) return { form: 'IPv4-mapped', v4: [low32(value)] };
  if (within(value, v6('::ffff:0:0:0'), 96)) return { form: 'IPv4-translated', v4: [low32(value)] };
  if (within(value, v6('::'), 96)) return { form: 'IPv4-compatible', v4: [low32(value)] };
  if (within(value, v6('64:ff9b::'), 96)) return { form: 'NAT64', v4: [low32(value)] };
  if (within(value, v6('2002::'), 16)) return { form: '6to4', v4: [low32(value >> 80n)] };
  if (within(value, v6('2001::'), 32)) {
    // Teredo: the relay server's address, and the client's stored inverted.
    return { form: 'Teredo', v4: [low32(value >> 64n), low32(~value)] };
  }
  return null;
}

function ipv6Range(value: bigint): string | null {
  if (value === 0n) return 'unspecified';
  if (value === 1n) return 'loopback';
  const embedded = embeddedIPv4(value);
  if (embedded) {
    for (const v4 of embedded.v4) {
      const range = ipv4Range(v4);
      if (range) return `${range} (${embedded.form} ${ipv4Text(v4)})`;
    }
    return null;
  }
  if (within(value, v6('64:ff9b:1::'), 48)) return 'local-use NAT64';
  if (within(value, v6('fc00::'), 7)) return 'unique-local';
  if (within(value, v6('fe80::'), 10)) return 'link-local';
  if (within(value, v6('fec0::'), 10)) return 'site-local';
  if (within(value, v6('ff00::'), 8)) return 'multicast';
  // Only global unicast (2000::/3) is public; inside it, a few blocks are not.
  if (!within(value, v6('2000::'), 3)) return 'reserved';
  if (within(value, v6('2001:db8::'), 32) || within(value, v6('3fff::'), 20))
    return 'documentation';
  if (within(value, v6('2001::'), 23)) return 'IETF protocol assignments';
  return null;
}
