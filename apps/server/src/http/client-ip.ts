import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { Config } from '../config.js';

/**
 * The client address as Fastify's `request.ip` computes it under TRUST_PROXY, for code
 * that runs before Fastify (the redirect fast path).
 */
export function clientIpReader(
  trustProxy: Config['trustProxy'],
): (request: IncomingMessage) => string {
  if (trustProxy === false) {
    // A connection carries many requests: its address is read once (through Node's socket
    // getters, whose property reads are shared with every stream in the process).
    const addresses = new WeakMap<Socket, string>();
    return ({ socket }) => {
      let address = addresses.get(socket);
      if (address === undefined) {
        address = socket.remoteAddress;
        if (address === undefined) return '';
        addresses.set(socket, address);
      }
      return address;
    };
  }
  const trust =
    trustProxy === true
      ? () => true
      : typeof trustProxy === 'number'
        ? (_address: string, hop: number) => hop < trustProxy
        : proxyAddr.compile(trustProxy);
  return (request) => proxyAddr(request, trust);
}
