import { SignInProvidersReply } from '@kurz/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  byIp,
  consumeRateLimit,
  type RateLimitStore,
  type RateRule,
  rateLimit,
} from '../http/rate-limit.js';
import { type Auth, CLIENT_IP_HEADER } from './auth.js';
import { checkEmailExists } from './check-email-exists.js';
import { listSignInProviders } from './list-sign-in-providers.js';
import { CheckEmailExistsBody, CheckEmailExistsReply } from './schemas.js';

/** Per-account limits; better-auth already limits these paths per address. */
const ACCOUNT_RULES: Record<string, RateRule> = {
  '/api/auth/sign-in/email': { name: 'sign-in-account', limit: 10, windowSeconds: 15 * 60 },
  '/api/auth/sign-up/email': { name: 'sign-up-account', limit: 3, windowSeconds: 60 * 60 },
  '/api/auth/request-password-reset': { name: 'reset-account', limit: 3, windowSeconds: 60 * 60 },
};
const EMAIL_EXISTS_RULE = { name: 'email-exists-ip', limit: 20, windowSeconds: 60 };

/**
 * `/api/auth/*`: better-auth's endpoints, handed a Fetch Request built from Fastify's.
 * The URL's origin is APP_URL's, so nothing better-auth builds can follow a forged Host.
 */
export function registerAuthRoutes(
  app: FastifyInstance,
  auth: Auth,
  appOrigin: string,
  rateLimits: RateLimitStore,
): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    preHandler: async (request) => {
      const rule = ACCOUNT_RULES[request.url.split('?', 1)[0] ?? ''];
      const email = (request.body as { email?: unknown } | undefined)?.email;
      if (!rule || typeof email !== 'string') return;
      const account = email.trim().toLowerCase();
      await consumeRateLimit(rateLimits, rule, account, request.ctx.clock.now());
    },
    handler: (request, reply) => forward(auth, appOrigin, request, reply),
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  // Outside /api/auth/*, which is better-auth's: it has no such list of its own.
  api.get(
    '/api/sign-in-providers',
    { schema: { response: { 200: SignInProvidersReply } } },
    async (request) => ({ providers: listSignInProviders(request.ctx.config) }),
  );

  api.post(
    '/api/check-email-exists',
    {
      schema: { body: CheckEmailExistsBody, response: { 200: CheckEmailExistsReply } },
      preHandler: rateLimit(rateLimits, EMAIL_EXISTS_RULE, byIp),
    },
    async (request) => ({
      exists: await checkEmailExists({
        ctx: request.ctx,
        input: { email: request.body.email_to_check },
      }),
    }),
  );
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
