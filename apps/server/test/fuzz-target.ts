import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { APP_ORIGIN, type AuthClient, randomIp, signedInClient } from './auth-client.js';

/**
 * What the fuzz tier aims at and who it sends as: the routes the server registered, the
 * better-auth endpoints behind its one wildcard, and a signed-out, user or admin caller.
 */

export interface FuzzRoute {
  method: string;
  url: string;
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
}

/** Every method and url the app registered (HEAD included), with its zod schemas. */
export function registeredRoutes(app: FastifyInstance): FuzzRoute[] {
  const seen = new Map<string, FuzzRoute>();
  for (const route of app.registeredRoutes) {
    // Our routes' schemas are zod's (fastify-type-provider-zod); Fastify types them loosely.
    const schema = (route.schema ?? {}) as Omit<FuzzRoute, 'method' | 'url'>;
    for (const method of [route.method].flat()) {
      seen.set(`${method} ${route.url}`, {
        method,
        url: route.url,
        ...(schema.body && { body: schema.body }),
        ...(schema.querystring && { querystring: schema.querystring }),
        ...(schema.params && { params: schema.params }),
      });
    }
  }
  return [...seen.values()];
}

const email = z.string().max(254);
const password = z.string().max(200);
const callbackURL = z.string().max(2048).optional();

/**
 * better-auth's endpoints that Kurz uses, behind `/api/auth/*`. Their bodies are written
 * here from better-auth's documentation, to fuzz them by name and not only as one wildcard.
 */
export const AUTH_ROUTES: FuzzRoute[] = [
  {
    method: 'POST',
    url: '/api/auth/sign-up/email',
    body: z.object({
      email,
      password,
      name: z.string(),
      full_name: z.string().optional(),
      callbackURL,
    }),
  },
  {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    body: z.object({ email, password, rememberMe: z.boolean().optional(), callbackURL }),
  },
  { method: 'POST', url: '/api/auth/sign-out', body: z.object({}) },
  {
    method: 'GET',
    url: '/api/auth/get-session',
    querystring: z.object({ disableCookieCache: z.boolean().optional() }),
  },
  {
    method: 'POST',
    url: '/api/auth/request-password-reset',
    body: z.object({ email, redirectTo: callbackURL }),
  },
  {
    method: 'POST',
    url: '/api/auth/reset-password',
    body: z.object({ newPassword: password, token: z.string().optional() }),
    querystring: z.object({ token: z.string().optional() }),
  },
  {
    method: 'GET',
    url: '/api/auth/reset-password/:token',
    params: z.object({ token: z.string() }),
    querystring: z.object({ callbackURL }),
  },
  {
    method: 'POST',
    url: '/api/auth/sign-in/social',
    body: z.object({
      provider: z.enum(['google', 'github', 'oidc']),
      callbackURL,
      errorCallbackURL: callbackURL,
      newUserCallbackURL: callbackURL,
    }),
  },
  {
    method: 'POST',
    url: '/api/auth/change-password',
    body: z.object({
      currentPassword: password,
      newPassword: password,
      revokeOtherSessions: z.boolean().optional(),
    }),
  },
  {
    method: 'POST',
    url: '/api/auth/change-email',
    body: z.object({ newEmail: email, callbackURL }),
  },
  {
    method: 'POST',
    url: '/api/auth/update-user',
    body: z.object({ name: z.string().optional(), image: z.string().nullable().optional() }),
  },
  {
    method: 'GET',
    url: '/api/auth/verify-email',
    querystring: z.object({ token: z.string(), callbackURL }),
  },
  {
    method: 'POST',
    url: '/api/auth/send-verification-email',
    body: z.object({ email, callbackURL }),
  },
  { method: 'GET', url: '/api/auth/list-sessions' },
  { method: 'POST', url: '/api/auth/revoke-session', body: z.object({ token: z.string() }) },
  { method: 'POST', url: '/api/auth/revoke-other-sessions', body: z.object({}) },
  { method: 'GET', url: '/api/auth/list-accounts' },
  {
    method: 'POST',
    url: '/api/auth/delete-user',
    body: z.object({ password: password.optional(), callbackURL }),
  },
  {
    method: 'GET',
    url: '/api/auth/callback/:provider',
    params: z.object({ provider: z.string() }),
    querystring: z.object({ code: z.string(), state: z.string() }),
  },
  { method: 'GET', url: '/api/auth/ok' },
];

export type Who = 'signed out' | 'user' | 'admin';

/**
 * A caller. Signed in, it keeps one session and replaces it before a batch when a fuzzed
 * request ended it (sign-out, revoke, a changed password), so every batch starts signed
 * in. Writes carry the app's Origin, or the cross-site guard would answer them before any
 * handler.
 */
export class Caller {
  #client: AuthClient | null = null;
  #made = 0;

  constructor(
    private readonly app: FastifyInstance,
    readonly who: Who,
    private readonly adminEmails: readonly string[],
  ) {}

  /** Signs in again if the last batch ended the session. */
  async refresh(): Promise<void> {
    if (this.who === 'signed out') return;
    if (!this.#client || !(await this.#isSignedIn(this.#client))) {
      this.#client = await this.#signUp();
    }
  }

  headers(): Record<string, string> {
    if (!this.#client) return {};
    return { cookie: this.#client.cookieHeader, origin: APP_ORIGIN };
  }

  async #isSignedIn(client: AuthClient): Promise<boolean> {
    const answer: LightMyRequestResponse = await client.get('/api/auth/get-session');
    return answer.statusCode === 200 && answer.body !== 'null';
  }

  #signUp(): Promise<AuthClient> {
    this.#made++;
    const email =
      this.who === 'admin'
        ? this.adminEmails[this.#made - 1]
        : `fuzz-user-${this.#made}-${Date.now()}@example.com`;
    if (!email) throw new Error('the fuzz tier ran out of admin accounts: list more');
    return signedInClient(this.app, email, randomIp());
  }
}

/** Admins by email (ADMIN_EMAILS); the admin caller takes the next when one is lost. */
export const FUZZ_ADMIN_EMAILS = Array.from({ length: 40 }, (_, i) => `fuzz-admin-${i}@kurz.test`);
