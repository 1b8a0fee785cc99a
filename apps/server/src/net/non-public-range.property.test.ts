import { itHolds } from '@kurz/shared/testing';
import fc from 'fast-check';
import { describe, expect } from 'vitest';
import { nonPublicRange } from './non-public-range.js';

/** What the server sees for a host: the WHATWG URL parser's hostname. */
const hostnameSeen = (spelling: string) => new URL(`http://${spelling}/`).hostname;

// Non-public IPv4 blocks as [first address, prefix length], from the IANA registry.
const V4 = (text: string) => text.split('.').reduce((n, part) => n * 256 + Number(part), 0);
const NON_PUBLIC_V4: Array<[number, number]> = [
  [V4('0.0.0.0'), 8], // this network, 0.0.0.0 unspecified
  [V4('10.0.0.0'), 8],
  [V4('100.64.0.0'), 10], // carrier-grade NAT
  [V4('127.0.0.0'), 8],
  [V4('169.254.0.0'), 16], // link-local, 169.254.169.254 metadata
  [V4('172.16.0.0'), 12],
  [V4('192.0.0.0'), 24],
  [V4('192.0.2.0'), 24],
  [V4('192.88.99.0'), 24],
  [V4('192.168.0.0'), 16],
  [V4('198.18.0.0'), 15],
  [V4('198.51.100.0'), 24],
  [V4('203.0.113.0'), 24],
  [V4('224.0.0.0'), 4], // multicast
  [V4('240.0.0.0'), 4], // reserved, 255.255.255.255 broadcast
];
const blockSize = (prefix: number) => 2 ** (32 - prefix);
const isNonPublicV4 = (n: number) =>
  NON_PUBLIC_V4.some(([first, prefix]) => n >= first && n < first + blockSize(prefix));

const nonPublicV4 = fc.oneof(
  fc
    .constantFrom(...NON_PUBLIC_V4)
    .chain(([first, prefix]) => fc.integer({ min: first, max: first + blockSize(prefix) - 1 })),
  fc.constantFrom(V4('169.254.169.254'), V4('127.0.0.1'), 0, V4('255.255.255.255')),
);
const publicV4 = fc.nat({ max: 2 ** 32 - 1 }).filter((n) => !isNonPublicV4(n));

/** `n` in one radix as the WHATWG IPv4 parser reads it: decimal, 0x hex or 0-prefixed octal. */
const inRadix = (n: number) =>
  fc.oneof(
    fc.constant(String(n)),
    fc.constantFrom('0x', '0X', '0x00').map((prefix) => `${prefix}${n.toString(16)}`),
    fc.constantFrom('0x', '0X').map((prefix) => `${prefix}${n.toString(16).toUpperCase()}`),
    fc.constant(`0${n.toString(8)}`),
  );
const bytesOf = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255] as const;

/** Every IPv4 spelling a URL accepts: 4, 3, 2 or 1 parts, each in any radix, a trailing dot. */
const ipv4Spelling = (n: number) => {
  const [a, b, c, d] = bytesOf(n);
  const parts = fc.constantFrom(
    [a, b, c, d],
    [a, b, c * 256 + d],
    [a, (b << 16) + c * 256 + d],
    [n],
  );
  return fc
    .tuple(
      parts.chain((numbers) => fc.tuple(...numbers.map(inRadix))),
      fc.constantFrom('', '.'),
    )
    .map(([spelled, dot]) => `${spelled.join('.')}${dot}`);
};

const hex4 = (n: number) => n.toString(16);
const groupsOf = (n: number) => [hex4(n >>> 16), hex4(n & 0xffff)];
const group = fc.nat({ max: 0xffff }).map(hex4);

/** IPv6 forms that carry the IPv4 address `n`: mapped, translated, compatible, NAT64, 6to4, Teredo. */
const embeddingSpelling = (n: number) => {
  const [a, b, c, d] = bytesOf(n);
  const dotted = `${a}.${b}.${c}.${d}`;
  const [high, low] = groupsOf(n);
  const [clientHigh, clientLow] = groupsOf(~n >>> 0);
  return fc.oneof(
    fc.constantFrom(
      `::ffff:${dotted}`,
      `::ffff:${high}:${low}`,
      `0:0:0:0:0:ffff:${high}:${low}`,
      `::ffff:0:${dotted}`,
      `64:ff9b::${dotted}`,
      `64:ff9b::${high}:${low}`,
    ),
    // IPv4-compatible: `::1` and `::` are themselves loopback and unspecified.
    fc.constant(`::${dotted}`),
    fc.tuple(group, group).map(([subnet, host]) => `2002:${high}:${low}:${subnet}::${host}`),
    // Teredo: a public server, and the client address inverted in the last 32 bits.
    fc
      .tuple(publicV4, group, group)
      .map(
        ([server, flags, port]) =>
          `2001:0:${groupsOf(server).join(':')}:${flags}:${port}:${clientHigh}:${clientLow}`,
      ),
  );
};

// Non-public IPv6 blocks as [first groups, prefix length].
const NON_PUBLIC_V6: Array<[number[], number]> = [
  [[0, 0, 0, 0, 0, 0, 0, 1], 128], // loopback
  [[0, 0, 0, 0, 0, 0, 0, 0], 128], // unspecified
  [[0xfe80], 10], // link-local
  [[0xfec0], 10], // site-local
  [[0xfc00], 7], // unique-local, fd00:ec2::254 (a cloud metadata address)
  [[0xff00], 8], // multicast
  [[0x2001, 0xdb8], 32], // documentation
  [[0x3fff, 0], 20], // documentation
  [[0x64, 0xff9b, 1], 48], // local-use NAT64
  [[0x100, 0, 0, 0], 64], // discard-only
  [[0x2001, 0], 23], // IETF protocol assignments (but Teredo, 2001::/32, is judged as above)
];
const isTeredo = (groups: number[]) => groups[0] === 0x2001 && groups[1] === 0;

/** A random address inside `first/prefix`, as eight groups. */
const inV6Block = ([first, prefix]: [number[], number]) =>
  fc.array(fc.nat({ max: 0xffff }), { minLength: 8, maxLength: 8 }).map((random) =>
    random.map((value, i) => {
      const fixedBits = Math.min(16, Math.max(0, prefix - i * 16));
      const mask = (0xffff << (16 - fixedBits)) & 0xffff;
      return ((first[i] ?? 0) & mask) | (value & ~mask & 0xffff);
    }),
  );

/** Eight groups spelled fully, zero-padded, in capitals, or with the longest zero run as `::`. */
const ipv6Spelling = (groups: number[]) =>
  fc.constantFrom(
    groups.map(hex4).join(':'),
    groups.map((g) => hex4(g).padStart(4, '0')).join(':'),
    groups.map(hex4).join(':').toUpperCase(),
    compressed(groups),
  );
const compressed = (groups: number[]) => {
  const full = `:${groups.map(hex4).join(':')}:`;
  const zeroRuns = full.match(/(?::0)+:/g) ?? [];
  const longest = zeroRuns.reduce((best, run) => (run.length > best.length ? run : best), '');
  return longest ? full.replace(longest, '::').replace(/^:(?!:)|(?<!:):$/g, '') : full.slice(1, -1);
};

const nonPublicSpelling = fc.oneof(
  nonPublicV4.chain(ipv4Spelling),
  nonPublicV4.chain(embeddingSpelling).map((v6) => `[${v6}]`),
  fc
    .oneof(
      fc
        .constantFrom(...NON_PUBLIC_V6)
        .chain(inV6Block)
        .filter((groups) => !isTeredo(groups)),
      fc.constant<number[]>([0xfd00, 0xec2, 0, 0, 0, 0, 0, 0x254]),
    )
    .chain(ipv6Spelling)
    .map((v6) => `[${v6}]`),
);

// Global unicast outside 2001::/16 (Teredo, documentation), 2002::/16 (6to4) and 3fff::/16.
const publicV6 = fc
  .tuple(
    fc.integer({ min: 0x2003, max: 0x3ffe }),
    fc.array(fc.nat({ max: 0xffff }), { minLength: 7, maxLength: 7 }),
  )
  .map(([first, rest]) => [first, ...rest]);
const publicSpelling = fc.oneof(
  publicV4.chain(ipv4Spelling),
  publicV4.chain((n) => fc.constant(`[::ffff:${groupsOf(n).join(':')}]`)),
  publicV6.chain(ipv6Spelling).map((v6) => `[${v6}]`),
);

describe('nonPublicRange (properties)', () => {
  itHolds(
    'refuses every spelling of a non-public address, as the URL parser hands it over',
    fc.property(nonPublicSpelling, (spelling) => {
      expect(nonPublicRange(hostnameSeen(spelling)), spelling).not.toBeNull();
    }),
    { numRuns: 2000 },
  );

  itHolds(
    'allows public addresses in every spelling',
    fc.property(publicSpelling, (spelling) => {
      expect(nonPublicRange(hostnameSeen(spelling)), spelling).toBeNull();
    }),
    { numRuns: 2000 },
  );

  itHolds(
    'refuses any text that is not an IP address',
    fc.property(fc.oneof(fc.domain(), fc.string()), (text) => {
      expect(nonPublicRange(text)).not.toBeNull();
    }),
    { numRuns: 1000 },
  );
});
