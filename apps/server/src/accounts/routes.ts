import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Auth, CLIENT_IP_HEADER } from './auth.js';

/**
 * `/api/auth/*`: better-auth's endpoints, handed a Fetch Request built from Fastify's.
 * The URL's origin is APP_URL's, so nothing better-auth builds can follow a forged Host.
 */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth, appOrigin: string): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    handler: (request, reply) => forward(auth, appOrigin, request, reply),
  });
}

async function forward(
  auth: Auth,
  appOrigin: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = request.method !== 'GET' && request.body !== undefined;
  const response = await auth.handler(
    new Request(new URL(request.url, appOrigin), {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(request.body) : undefined,
    }),
  );

  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const retryAfter = response.headers.get('x-retry-after');
  if (response.status === 429 && retryAfter) reply.header('retry-after', retryAfter);
  reply.header('cache-control', 'no-store');
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}
