import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { Config } from '../config.js';

/**
 * The client address as Fastify's `request.ip` computes it under TRUST_PROXY, for code
 * that runs before Fastify (the redirect fast path).
 */
export function clientIpReader(
  trustProxy: Config['trustProxy'],
): (request: IncomingMessage) => string {
  if (trustProxy === false) return (request) => request.socket.remoteAddress ?? '';
  const trust =
    trustProxy === true
      ? () => true
      : typeof trustProxy === 'number'
        ? (_address: string, hop: number) => hop < trustProxy
        : proxyAddr.compile(trustProxy);
  return (request) => proxyAddr(request, trust);
}
