import type { FastifyInstance } from 'fastify';
import type { DevOutbox } from './dev-outbox.js';

/**
 * `GET /api/dev/outbox`: mail the embedded default did not send, newest first. Only
 * registered without SMTP and outside production, where it would leak reset links.
 */
export function registerDevOutboxRoutes(app: FastifyInstance, outbox: DevOutbox): void {
  app.get('/api/dev/outbox', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { messages: outbox.list() };
  });
}
