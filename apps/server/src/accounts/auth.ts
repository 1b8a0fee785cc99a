import { type BetterAuthOptions, betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { DbEngine } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { RateLimited } from '../errors.js';
import type { RateLimitStore } from '../http/rate-limit.js';
import type { Mailer } from '../mail/message.js';
import { emailChangeEmail } from '../mail/templates/email-change-email.js';
import { passwordResetEmail } from '../mail/templates/password-reset-email.js';
import { verificationEmail } from '../mail/templates/verification-email.js';
import { authLogger } from './auth-logger.js';
import { resolveAuthSecret } from './auth-secret.js';
import { grantAdminIfListed } from './grant-admin.js';
import { hashPassword, verifyPassword } from './password-hash.js';
import { isUserDisabled } from './user-repository.js';

/** Set by our route from Fastify's `request.ip` (TRUST_PROXY-aware); clients cannot forge it. */
export const CLIENT_IP_HEADER = 'x-kurz-client-ip';
const RESET_TOKEN_MINUTES = 60;
export const ACCOUNT_DISABLED =
  'This account has been disabled. Contact support if you think this is a mistake.';

export interface AuthDeps {
  config: Config;
  db: Kysely<Database>;
  dbEngine: DbEngine;
  mail: Mailer;
  log: Logger;
  rateLimits: RateLimitStore;
}

/** Identity for Kurz: better-auth over our database, mail and configuration. */
export function createAuth({ config, db, dbEngine, mail, log, rateLimits }: AuthDeps) {
  const send = (message: Parameters<Mailer['send']>[0]) =>
    mail.send(message).catch((error: unknown) => {
      log.error({ err: error, to: message.to, subject: message.subject }, 'mail failed');
      throw error;
    });
  const { google, github, oidc } = config.auth;

  return betterAuth({
    appName: 'Kurz',
    // Links in mail are built from here, never from the request's Host.
    baseURL: config.appUrl.origin,
    basePath: '/api/auth',
    secret: resolveAuthSecret(config.auth.secret, config.dataDir),
    database: { db, type: dbEngine },
    trustedOrigins: [config.appUrl.origin],
    telemetry: { enabled: false },
    logger: authLogger(log),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      password: { hash: hashPassword, verify: verifyPassword },
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_MINUTES * 60,
      sendResetPassword: ({ user, url }) =>
        send(passwordResetEmail({ to: user.email, url, expiresInMinutes: RESET_TOKEN_MINUTES })),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      // A verified user who gets a verification mail is changing address: better-auth
      // passes the NEW address as user.email; the current one is still in the database.
      sendVerificationEmail: async ({ user, url }) => {
        if (!user.emailVerified)
          return send(verificationEmail({ to: user.email, name: user.name, url }));
        const current = await db
          .selectFrom('users')
          .select('email')
          .where('id', '=', user.id)
          .executeTakeFirst();
        return send(emailChangeEmail({ to: user.email, currentEmail: current?.email ?? '', url }));
      },
    },
    socialProviders: {
      ...(google && { google: { ...google, prompt: 'select_account' as const } }),
      ...(github && { github }),
    },
    plugins: oidc
      ? [
          genericOAuth({
            config: [
              {
                providerId: 'oidc',
                discoveryUrl: new URL('.well-known/openid-configuration', withSlash(oidc.issuerUrl))
                  .href,
                clientId: oidc.clientId,
                clientSecret: oidc.clientSecret,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
    user: {
      modelName: 'users',
      fields: { emailVerified: 'email_verified', createdAt: 'created_at', updatedAt: 'updated_at' },
      additionalFields: {
        full_name: { type: 'string', required: false, input: true },
        avatar_url: { type: 'string', required: false, input: false },
        subscription_plan: { type: 'string', required: false, input: false, defaultValue: 'free' },
        subscription_status: { type: 'string', required: false, input: false },
        stripe_customer_id: { type: 'string', required: false, input: false },
        is_admin: { type: 'boolean', required: false, input: false, defaultValue: false },
      },
      // Confirmation goes to the new address only (spec 001 §7); the email changes when
      // its owner follows the link.
      changeEmail: { enabled: true },
    },
    session: {
      fields: {
        expiresAt: 'expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        userId: 'user_id',
      },
    },
    account: {
      fields: {
        accountId: 'account_id',
        providerId: 'provider_id',
        userId: 'user_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
    },
    verification: {
      fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
    },
    rateLimit: {
      enabled: true,
      customStorage: countedWithKurz(rateLimits),
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 5 },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 300, max: 3 },
        '/send-verification-email': { window: 300, max: 3 },
      },
    },
    advanced: {
      // better-auth skips its origin and callback-URL checks when NODE_ENV is 'test' (or
      // TEST is set) unless told: they hold in every mode, so tests see what production does.
      disableOriginCheck: false,
      cookiePrefix: 'kurz',
      useSecureCookies: config.appUrl.protocol === 'https:',
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      session: {
        create: {
          // Every way in (password, OAuth, sign-up's auto sign-in) makes a session here.
          before: async (session) => {
            if (await isUserDisabled(db, session.userId))
              throw new APIError('FORBIDDEN', { message: ACCOUNT_DISABLED });
          },
          after: async (session) => grantAdminIfListed(db, session.userId, config.auth.adminEmails),
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

function withSlash(url: URL): URL {
  return url.pathname.endsWith('/') ? url : new URL(`${url.href}/`);
}

type RateLimitStorage = NonNullable<NonNullable<BetterAuthOptions['rateLimit']>['customStorage']>;

/** better-auth's limits counted where Kurz's are: in Redis when there is one, shared by every process. */
function countedWithKurz(store: RateLimitStore): RateLimitStorage {
  return {
    async consume(key, { window, max }) {
      try {
        await store.consume(
          { name: `auth-${window}s-${max}`, limit: max, windowSeconds: window },
          key,
        );
        return { allowed: true, retryAfter: null };
      } catch (error) {
        if (error instanceof RateLimited)
          return { allowed: false, retryAfter: error.retryAfterSeconds };
        throw error;
      }
    },
  };
}
