import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFound } from '../errors.js';
import type { DevOutbox } from './dev-outbox.js';

/**
 * `GET /api/dev/outbox`: mail the embedded default did not send, newest first. Only
 * registered without SMTP and outside production, and only answered to this machine: it
 * holds every reset link, and `HOST=0.0.0.0` must not publish them.
 */
export function registerDevOutboxRoutes(app: FastifyInstance, outbox: DevOutbox): void {
  app.get('/api/dev/outbox', async (request, reply) => {
    if (!isFromThisMachine(request)) throw new NotFound('Not found');
    reply.header('cache-control', 'no-store');
    return { messages: outbox.list() };
  });
}

/** A loopback client that no proxy forwarded (a proxy on this machine is loopback too). */
function isFromThisMachine(request: FastifyRequest): boolean {
  const { ip, headers } = request;
  const isLoopback = ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
  return isLoopback && !headers['x-forwarded-for'] && !headers.forwarded;
}
