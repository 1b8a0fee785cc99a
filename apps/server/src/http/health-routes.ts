import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { isDatabaseReachable } from '../db/database.js';
import type { Database } from '../db/schema.js';

/** `/healthz`: the process is up. `/readyz`: it can serve, i.e. the database answers. */
export function registerHealthRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (await isDatabaseReachable(db)) return { status: 'ready', database: 'ok' };
    return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
  });
}
