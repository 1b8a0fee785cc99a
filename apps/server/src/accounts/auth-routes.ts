import { ProfileChangesBody } from '@kurz/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Invalid, NotFound } from '../errors.js';
import { isAppOrigin } from '../http/app-origins.js';
import type { RateRule } from '../http/rate-limit.js';
import type { RouteKit } from '../route-kit.js';
import { type Auth, CLIENT_IP_HEADER } from './auth.js';
import { knownDeviceCookie, knownDeviceId } from './known-device.js';

const SIGN_IN = '/api/auth/sign-in/email';
const CHANGE_PASSWORD = '/api/auth/change-password';

/** Per-account limits; better-auth already limits these paths per address. */
const ACCOUNT_RULES: Record<string, RateRule> = {
  [SIGN_IN]: { name: 'sign-in-account', limit: 10, windowSeconds: 15 * 60 },
  '/api/auth/sign-up/email': { name: 'sign-up-account', limit: 3, windowSeconds: 60 * 60 },
  '/api/auth/request-password-reset': { name: 'reset-account', limit: 3, windowSeconds: 60 * 60 },
};
/** A browser the account signed in from before has its own count (see known-device.ts). */
const KNOWN_DEVICE_RULE: RateRule = {
  name: 'sign-in-known-device',
  limit: 10,
  windowSeconds: 15 * 60,
};

/** better-auth's own profile writer skips Kurz's rules; PATCH /api/profile is the way. */
const CLOSED_PATHS = new Set(['/api/auth/update-user']);

/** Sign-up writes the profile's name too: the profile's rules hold there. */
const SignUpProfile = z.object({
  name: z.string({ error: 'name must be text' }).max(100, 'name is too long'),
  full_name: ProfileChangesBody.shape.full_name,
});

/**
 * `/api/auth/*`: better-auth's endpoints, handed a Fetch Request built from Fastify's.
 * The URL's origin is APP_URL's, so nothing better-auth builds can follow a forged Host.
 * Checks and limits key on the path better-auth will route (URL parsing drops `./`,
 * `%2e` and fragments), never the raw one: another spelling must not skip them.
 */
export function registerAuthRoutes({ app, auth, config, rateLimits }: RouteKit): void {
  const appOrigin = config.appUrl.origin;
  const isSecure = appOrigin.startsWith('https:');
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    preHandler: async (request) => {
      const path = authUrl(request, appOrigin).pathname;
      if (CLOSED_PATHS.has(path)) throw new NotFound('Not found');
      checkCallbackUrls(authUrl(request, appOrigin).searchParams);
      if (path === '/api/auth/sign-up/email') checkSignUpProfile(request.body);
      if (path === CHANGE_PASSWORD) revokeOtherSessions(request.body);
      const rule = ACCOUNT_RULES[path];
      const account = accountOf(request);
      if (!rule || !account) return;
      const { secret } = await auth.$context;
      const device = path === SIGN_IN && knownDeviceId(request.headers.cookie, secret, account);
      if (device) await rateLimits.consume(KNOWN_DEVICE_RULE, `${account}:${device}`);
      else await rateLimits.consume(rule, account);
    },
    handler: async (request, reply) => {
      const response = await forward(auth, appOrigin, request);
      const cookies = response.headers.getSetCookie();
      const account = accountOf(request);
      const path = authUrl(request, appOrigin).pathname;
      if (path === SIGN_IN && response.status === 200 && account) {
        cookies.push(knownDeviceCookie((await auth.$context).secret, account, isSecure));
      }
      if (SESSION_READS.has(path) && response.ok) {
        return sendResponse(reply, await withoutSessionTokens(response), cookies);
      }
      return sendResponse(reply, response, cookies);
    },
  });
}

/** The account a call names, as limits count it; undefined when it names none. */
function accountOf(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
}

/** Query parameters better-auth redirects to; it throws (a 500) on one it cannot parse. */
const CALLBACK_PARAMS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'];

/** A callback must be a path on this site or an absolute http(s) URL, as better-auth expects. */
function checkCallbackUrls(query: URLSearchParams): void {
  for (const name of CALLBACK_PARAMS) {
    const value = query.get(name);
    if (value === null || isPath(value) || isHttpUrl(value)) continue;
    throw new Invalid(`${name} must be a path or an http(s) URL`);
  }
}

const isPath = (value: string) => /^\/(?![/\\])/.test(value);

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function checkSignUpProfile(body: unknown): void {
  const checked = SignUpProfile.safeParse(body);
  if (!checked.success) throw new Invalid(checked.error.issues[0]?.message ?? 'Invalid sign-up');
}

/**
 * A new password signs every other device out, whatever the request asked: whoever knew
 * the old one (the reason to change it) must not keep a session.
 */
function revokeOtherSessions(body: unknown): void {
  if (typeof body === 'object' && body !== null) {
    (body as { revokeOtherSessions?: boolean }).revokeOtherSessions = true;
  }
}

/** The URL better-auth is handed: APP_URL's origin, the request's path as URL parsing reads it. */
const authUrl = (request: FastifyRequest, appOrigin: string) => new URL(request.url, appOrigin);

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

function forward(auth: Auth, appOrigin: string, request: FastifyRequest): Promise<Response> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  // better-auth trusts APP_URL's origin alone: the app at another of its origins (the
  // same list the cross-site guard asks) is handed over as APP_URL's.
  const source = request.headers.origin || request.headers.referer;
  const reached = { protocol: request.protocol, host: request.headers.host };
  if (source && isAppOrigin(source, reached, request.ctx.config)) headers.set('origin', appOrigin);
  const body = request.method === 'GET' ? undefined : serialised(request.body);
  return auth.handler(
    new Request(authUrl(request, appOrigin), { method: request.method, headers, body }),
  );
}

/** better-auth's replies that describe sessions: get-session's one, list-sessions' all. */
const SESSION_READS = new Set(['/api/auth/get-session', '/api/auth/list-sessions']);

/**
 * A session read without the sessions' tokens: the cookie is HttpOnly so that script
 * cannot read the credential, and this reply would hand it over.
 */
async function withoutSessionTokens(response: Response): Promise<Response> {
  type Session = { token?: string };
  const reply = (await response.json()) as { session?: Session } | Session[] | null;
  const sessions = Array.isArray(reply) ? reply : reply?.session ? [reply.session] : [];
  for (const session of sessions) delete session.token;
  const headers = new Headers(response.headers);
  // The body is shorter now: its length is the new one's, set when it is sent.
  headers.delete('content-length');
  return new Response(JSON.stringify(reply), { status: response.status, headers });
}

async function sendResponse(reply: FastifyReply, response: Response, cookies: string[]) {
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
  // better-auth answers a path it has no endpoint for with 404 and a body of `null`.
  if (response.status === 404 && isEmptyReply(body)) throw new NotFound('Not found');
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  if (cookies.length) reply.header('set-cookie', cookies);
  const retryAfter = response.headers.get('x-retry-after');
  if (response.status === 429 && retryAfter) reply.header('retry-after', retryAfter);
  reply.header('cache-control', 'no-store');
  return reply.send(body);
}

const isEmptyReply = (body: Buffer | null) =>
  !body || ['', 'null'].includes(body.toString().trim());
