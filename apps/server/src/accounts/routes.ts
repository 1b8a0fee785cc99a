import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Invalid, NotFound } from '../errors.js';
import { byIp, type RateLimitStore, type RateRule, rateLimit } from '../http/rate-limit.js';
import { type Auth, CLIENT_IP_HEADER } from './auth.js';
import { checkEmailExists } from './check-email-exists.js';
import { ProfileChangesBody } from './profile-schemas.js';
import { CheckEmailExistsBody, CheckEmailExistsReply } from './schemas.js';

/** Per-account limits; better-auth already limits these paths per address. */
const ACCOUNT_RULES: Record<string, RateRule> = {
  '/api/auth/sign-in/email': { name: 'sign-in-account', limit: 10, windowSeconds: 15 * 60 },
  '/api/auth/sign-up/email': { name: 'sign-up-account', limit: 3, windowSeconds: 60 * 60 },
  '/api/auth/request-password-reset': { name: 'reset-account', limit: 3, windowSeconds: 60 * 60 },
};
/** better-auth's own profile writer skips Kurz's rules; PATCH /api/profile is the way. */
const CLOSED_PATHS = new Set(['/api/auth/update-user']);

/** Sign-up writes the profile's name too: the profile's rules hold there. */
const SignUpProfile = z.object({
  name: z.string({ error: 'name must be text' }).max(100, 'name is too long'),
  full_name: ProfileChangesBody.shape.full_name,
});

function checkSignUpProfile(body: unknown): void {
  const checked = SignUpProfile.safeParse(body);
  if (!checked.success) throw new Invalid(checked.error.issues[0]?.message ?? 'Invalid sign-up');
}

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
      // The path better-auth will route (`./`, `%2e`, a fragment are gone from it), not the
      // raw one: another spelling of a path must not skip its checks.
      const path = authUrl(request, appOrigin).pathname;
      if (CLOSED_PATHS.has(path)) throw new NotFound('Not found');
      if (path === '/api/auth/sign-up/email') checkSignUpProfile(request.body);
      const rule = ACCOUNT_RULES[path];
      const email = (request.body as { email?: unknown } | undefined)?.email;
      if (!rule || typeof email !== 'string') return;
      await rateLimits.consume(rule, email.trim().toLowerCase());
    },
    handler: (request, reply) => forward(auth, appOrigin, request, reply),
  });

  app.withTypeProvider<ZodTypeProvider>().post(
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

/**
 * The parsed body as JSON again. JSON.stringify recurses, so nesting that JSON.parse took
 * (it does not recurse) can overflow the stack: that is the client's error, not ours.
 */
function serialised(body: unknown): string | undefined {
  if (body === undefined) return undefined;
  try {
    return JSON.stringify(body);
  } catch {
    throw new Invalid('Request body is nested too deeply');
  }
}

/** The URL better-auth is handed: APP_URL's origin, the request's path as URL parsing reads it. */
const authUrl = (request: FastifyRequest, appOrigin: string) => new URL(request.url, appOrigin);

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
  const body = request.method === 'GET' ? undefined : serialised(request.body);
  const response = await auth.handler(
    new Request(authUrl(request, appOrigin), {
      method: request.method,
      headers,
      body,
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
