import { isLoopbackHostname } from '@kurz/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFound } from '../errors.js';
import type { DevOutbox } from './dev-outbox.js';

/**
 * `GET /api/dev/outbox`: mail the embedded default did not send, newest first. Only
 * registered without SMTP and outside production, and only answered to this machine: it
 * holds every reset link, and `HOST=0.0.0.0` must not publish them. `listenHost` is HOST:
 * a server that listens beyond loopback answers no one, since a proxy on this machine may
 * forward visitors without saying so.
 */
export function registerDevOutboxRoutes(
  app: FastifyInstance,
  outbox: DevOutbox,
  listenHost: string,
): void {
  const isListeningOnLoopback = isLoopbackHostname(asHostname(listenHost));
  app.get('/api/dev/outbox', async (request, reply) => {
    if (!isListeningOnLoopback || !isFromThisMachine(request)) throw new NotFound('Not found');
    reply.header('cache-control', 'no-store');
    return { messages: outbox.list() };
  });
}

/** Headers a proxy adds: a request carrying any of them was relayed for someone else. */
const PROXY_HEADERS = [
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
];

/** A loopback client that no proxy relayed (a proxy on this machine is loopback too). */
function isFromThisMachine(request: FastifyRequest): boolean {
  const { ip, headers } = request;
  const isLoopback = ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
  const isRelayed =
    PROXY_HEADERS.some((name) => headers[name] !== undefined) ||
    Object.keys(headers).some((name) => name.startsWith('x-forwarded'));
  return isLoopback && !isRelayed;
}

/** HOST as a URL's host name: an IPv6 address in brackets. */
const asHostname = (host: string) =>
  host.includes(':') && !host.startsWith('[') ? `[${host}]` : host.toLowerCase();
