import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';
import dnsPacket, { type Answer, type Question } from 'dns-packet';

/** The records a test's zone holds, by lower-case name. */
export interface ZoneRecords {
  A?: string[];
  AAAA?: string[];
  /** One target; a resolver asking for A/AAAA of the name gets the target's too. */
  CNAME?: string;
  /** Each entry one TXT record (a single string). */
  TXT?: string[];
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
  close(): Promise<void>;
}

/**
 * A real DNS server on 127.0.0.1 (UDP) for tests: it answers A, AAAA, CNAME and TXT
 * queries from `zone` (CNAMEs followed within the zone, as a recursive resolver would),
 * NXDOMAIN for names it does not hold, an empty answer for a type a name lacks, and
 * nothing for `silent` names.
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
    queries.push(`${question.type} ${name}`);
    if (silent.has(name)) return;
    const response = dnsPacket.encode({
      type: 'response',
      id: query.id ?? 0,
      flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE,
      ...(!zone.has(name) && { rcode: 'NXDOMAIN' }),
      questions: [question],
      answers: answersFor(zone, question, name),
    } as dnsPacket.Packet);
    socket.send(response, peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    server: `127.0.0.1:${port}`,
    zone,
    silent,
    queries,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

function answersFor(zone: Map<string, ZoneRecords>, question: Question, name: string): Answer[] {
  const answers: Answer[] = [];
  let current = name;
  // Follow CNAMEs within the zone (at most a few hops), as a recursive resolver does.
  for (let hop = 0; hop < 8; hop++) {
    const records = zone.get(current);
    if (!records) break;
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
