import dgram from 'node:dgram';
import { Resolver as DnsResolver } from 'node:dns/promises';
import type { AddressInfo } from 'node:net';
import dnsPacket, { type Answer, type Question } from 'dns-packet';
import type { Resolver } from '../src/net/resolver.js';

/** The records a test's zone holds, by lower-case name. */
export interface ZoneRecords {
  A?: string[];
  AAAA?: string[];
  /** One target; a resolver asking for A/AAAA of the name gets the target's too. */
  CNAME?: string;
  /** Each entry one TXT record (a single string). */
  TXT?: string[];
  /**
   * Records that change from one query to the next (DNS rebinding): the n-th query of a
   * type for this name gets `turns[n]`, the last one repeating; the records above are ignored.
   */
  turns?: Omit<ZoneRecords, 'turns'>[];
}

export interface ZoneDns {
  /** `127.0.0.1:{port}`, as `DNS_SERVERS` and `Resolver.setServers` take it. */
  server: string;
  /** The zone; tests change it between queries (propagation as it happens). */
  zone: Map<string, ZoneRecords>;
  /** Names whose queries get no answer at all (a DNS server that hangs). */
  silent: Set<string>;
  /** `TYPE name` of every query that reached the server, in order. */
  queries: string[];
  /** Addresses (A and AAAA) as the system resolver would give them, asked of this server only. */
  resolver: Resolver;
  close(): Promise<void>;
}

/**
 * A real DNS server on 127.0.0.1 (UDP) for tests: it answers A, AAAA, CNAME and TXT
 * queries from `zone` (CNAMEs followed within the zone, as a recursive resolver would),
 * NXDOMAIN for names it does not hold, an empty answer for a type a name lacks, and
 * nothing for `silent` names. A name's `turns` change its answer per query.
 */
export async function startZoneDns(initial: Record<string, ZoneRecords> = {}): Promise<ZoneDns> {
  const zone = new Map(
    Object.entries(initial).map(([name, records]) => [name.toLowerCase(), records]),
  );
  const silent = new Set<string>();
  const queries: string[] = [];
  const socket = dgram.createSocket('udp4');
  socket.on('message', (message, peer) => {
    let query: dnsPacket.Packet;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    if (!question) return;
    const name = question.name.toLowerCase();
    const asked = `${question.type} ${name}`;
    const turn = queries.filter((query) => query === asked).length;
    queries.push(asked);
    if (silent.has(name)) return;
    const response = dnsPacket.encode({
      type: 'response',
      id: query.id ?? 0,
      flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE,
      ...(!zone.has(name) && { rcode: 'NXDOMAIN' }),
      questions: [question],
      answers: answersFor(zone, question, name, turn),
    } as dnsPacket.Packet);
    socket.send(response, peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  const server = `127.0.0.1:${port}`;
  return {
    server,
    zone,
    silent,
    queries,
    resolver: zoneResolver(server),
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

/** Both families through `node:dns` on `server`; fails as a lookup does when there are none. */
function zoneResolver(server: string): Resolver {
  const dns = new DnsResolver({ timeout: 1000, tries: 1 });
  dns.setServers([server]);
  return async (hostname) => {
    const [v4, v6] = await Promise.allSettled([dns.resolve4(hostname), dns.resolve6(hostname)]);
    const addresses = [
      ...(v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 })) : []),
      ...(v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 })) : []),
    ];
    if (addresses.length === 0 && v4.status === 'rejected') throw v4.reason;
    return addresses;
  };
}

function answersFor(
  zone: Map<string, ZoneRecords>,
  question: Question,
  name: string,
  turn: number,
): Answer[] {
  const answers: Answer[] = [];
  let current = name;
  // Follow CNAMEs within the zone (at most a few hops), as a recursive resolver does.
  for (let hop = 0; hop < 8; hop++) {
    const entry = zone.get(current);
    if (!entry) break;
    const records = entry.turns
      ? (entry.turns[Math.min(turn, entry.turns.length - 1)] ?? {})
      : entry;
    if (records.CNAME && question.type !== 'CNAME' && question.type !== 'TXT') {
      answers.push({ type: 'CNAME', name: current, ttl: 0, data: records.CNAME });
      current = records.CNAME.toLowerCase();
      continue;
    }
    if (question.type === 'CNAME' && records.CNAME) {
      answers.push({ type: 'CNAME', name: current, ttl: 0, data: records.CNAME });
    }
    if (question.type === 'A') {
      for (const data of records.A ?? []) answers.push({ type: 'A', name: current, ttl: 0, data });
    }
    if (question.type === 'AAAA') {
      for (const data of records.AAAA ?? [])
        answers.push({ type: 'AAAA', name: current, ttl: 0, data });
    }
    if (question.type === 'TXT') {
      for (const data of records.TXT ?? [])
        answers.push({ type: 'TXT', name: current, ttl: 0, data });
    }
    break;
  }
  return answers;
}
