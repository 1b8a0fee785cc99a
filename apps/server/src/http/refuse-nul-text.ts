import type { FastifyInstance } from 'fastify';
import { Invalid } from '../errors.js';

/**
 * PostgreSQL cannot store U+0000 in text and fails the query (a 500), where SQLite keeps
 * it: a NUL in any parsed param, query or JSON body is refused with 400 before a handler
 * runs, better-auth's forwarded routes included. Raw uploads (Buffers) are bytes, not text.
 * A preHandler, so the route's guard (401, 403) and schema answer first.
 */
export function registerNulRefusal(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw new Invalid('Text may not contain NUL characters (\\u0000)');
    }
  });
}

/** Walks keys and values without recursion: a body may be nested 10,000 levels deep. */
function holdsNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
