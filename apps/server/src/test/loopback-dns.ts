import dgram from 'node:dgram';
import { Resolver as DnsResolver } from 'node:dns/promises';
import type { AddressInfo } from 'node:net';
import type { Resolver } from '../net/resolver.js';

export interface LoopbackDns {
  /** A resolver that asks this server only, as the system resolver would ask DNS. */
  resolver: Resolver;
  /** Names asked for, in order (one entry per query that reached the server). */
  queries: string[];
  close(): Promise<void>;
}

/** Answers for a name: an IPv4 address, or one per query in turn (the last one repeats). */
export type DnsAnswers = Record<string, string | string[]>;

/**
 * A real DNS server on 127.0.0.1 (UDP, A records only) for tests of what a lookup can do
 * between check and connect (DNS rebinding): `answers` may change per query. Names it does
 * not know get NXDOMAIN.
 */
export async function startLoopbackDns(answers: DnsAnswers): Promise<LoopbackDns> {
  const queries: string[] = [];
  const socket = dgram.createSocket('udp4');
  socket.on('message', (query, peer) => {
    const name = questionName(query);
    const asked = queries.filter((seen) => seen === name).length;
    queries.push(name);
    const answer = [answers[name] ?? []].flat();
    const address = answer[Math.min(asked, answer.length - 1)];
    socket.send(reply(query, address), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  const dns = new DnsResolver({ timeout: 1000, tries: 1 });
  dns.setServers([`127.0.0.1:${port}`]);
  return {
    queries,
    resolver: async (hostname) =>
      (await dns.resolve4(hostname)).map((address) => ({ address, family: 4 })),
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

/** The question's name, lower-cased, from a query of one question (RFC 1035 §4.1). */
function questionName(query: Buffer): string {
  const labels: string[] = [];
  let at = 12;
  while (at < query.length && query[at] !== 0) {
    const length = query[at] ?? 0;
    labels.push(query.subarray(at + 1, at + 1 + length).toString('ascii'));
    at += length + 1;
  }
  return labels.join('.').toLowerCase();
}

/** The query turned into its answer: one A record with TTL 0, or NXDOMAIN. */
function reply(query: Buffer, address: string | undefined): Buffer {
  const questionEnd = query.indexOf(0, 12) + 5;
  const header = Buffer.from(query.subarray(0, 12));
  header.writeUInt16BE(address ? 0x8180 : 0x8183, 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(address ? 1 : 0, 6);
  header.writeUInt32BE(0, 8);
  const question = query.subarray(12, questionEnd);
  if (!address) return Buffer.concat([header, question]);
  const record = Buffer.alloc(16);
  record.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
  record.writeUInt16BE(1, 2); // type A
  record.writeUInt16BE(1, 4); // class IN
  record.writeUInt32BE(0, 6); // TTL 0: nothing may cache it
  record.writeUInt16BE(4, 10);
  address.split('.').forEach((octet, i) => {
    record[12 + i] = Number(octet);
  });
  return Buffer.concat([header, question, record]);
}
