import { isIPv4, isIPv6 } from 'node:net';

/**
 * IP addresses as numbers, so ranges are plain prefix comparisons. Only textual forms Node
 * itself accepts are parsed (`isIP`); everything else is `null`, which callers refuse.
 */
export type ParsedAddress = { family: 4; value: number } | { family: 6; value: bigint };

export function parseAddress(text: string): ParsedAddress | null {
  if (isIPv4(text)) return { family: 4, value: ipv4Value(text) };
  // A zone (`fe80::1%eth0`) names an interface, not part of the address.
  const address = text.replace(/^\[|\]$/g, '').split('%')[0] ?? '';
  if (!isIPv6(address)) return null;
  return { family: 6, value: ipv6Value(address.toLowerCase()) };
}

function ipv4Value(text: string): number {
  return text.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
}

function ipv6Value(text: string): bigint {
  let address = text;
  const tail = address.slice(address.lastIndexOf(':') + 1);
  if (tail.includes('.')) {
    // A trailing dotted quad (`::ffff:1.2.3.4`) is the last two 16-bit groups.
    const v4 = ipv4Value(tail);
    address = `${address.slice(0, -tail.length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head = '', rest] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const headGroups = groups(head);
  const restGroups = rest === undefined ? [] : groups(rest);
  const zeros = Array(8 - headGroups.length - restGroups.length).fill('0');
  return [...headGroups, ...zeros, ...restGroups].reduce(
    (sum, group) => (sum << 16n) | BigInt(Number.parseInt(group, 16)),
    0n,
  );
}
