import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { createAuth } from './accounts/auth.js';
import { registerProfileRoutes } from './accounts/profile-routes.js';
import { registerAccountRoutes } from './accounts/routes.js';
import { registerAdminUserRoutes } from './admin/routes.js';
import { registerAnalyticsRoutes } from './analytics/routes.js';
import { registerApiKeyRoutes } from './api/api-key-routes.js';
import { registerOpenApi } from './api/openapi.js';
import { registerV1Routes } from './api/v1-routes.js';
import { registerBillingRoutes } from './billing/routes.js';
import { createStripeClient } from './billing/stripe-client.js';
import { ClickBuffer, defaultClickBufferOptions } from './clicks/click-buffer.js';
import { ClickSpool } from './clicks/click-spool.js';
import type { Config } from './config.js';
import { type Clock, type Ctx, systemClock } from './context.js';
import { startDomainReverification } from './custom-domains/reverify-domains.js';
import { registerCustomDomainRoutes } from './custom-domains/routes.js';
import { ServingDomains } from './custom-domains/serving-domains.js';
import type { Db } from './db/database.js';
import { registerBitlyRoutes } from './dialects/bitly/routes.js';
import { registerKuttRoutes } from './dialects/kutt/routes.js';
import { registerShlinkRoutes } from './dialects/shlink/routes.js';
import { registerYourlsRoutes } from './dialects/yourls/routes.js';
import { registerFolderRoutes } from './folders/routes.js';
import { registerFolderV1Routes } from './folders/v1-routes.js';
import { registerFormRoutes } from './forms/routes.js';
import { registerCompression } from './http/compression.js';
import { registerCrawlerFiles } from './http/crawler-files.js';
import { registerCrossSiteGuard } from './http/cross-site-guard.js';
import { answerFrameworkError, registerErrorHandler } from './http/error-handler.js';
import { registerHealthRoutes } from './http/health-routes.js';
import { registerHostRouting } from './http/host-routing.js';
import { KeepAliveDrain } from './http/keep-alive-drain.js';
import { registerMetricsRoute } from './http/metrics.js';
import { RateLimitStore } from './http/rate-limit.js';
import { registerNulRefusal } from './http/refuse-nul-text.js';
import { RequestLog } from './http/request-log.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerWebApp } from './http/web-app.js';
import { registerImportRoutes } from './imports/routes.js';
import { registerImportSessionRoutes } from './imports/session-routes.js';
import { startImportRunner } from './imports/start-import-runner.js';
import { startLinkHealthChecks } from './link-health/check-link-health.js';
import { registerLinkImportRoutes } from './links/link-import-routes.js';
import { registerLinkLabelRoutes } from './links/link-label-routes.js';
import { registerLinkManagementRoutes } from './links/link-management-routes.js';
import { registerLinkRoutes } from './links/routes.js';
import { defaultShortDomain } from './links/short-domains.js';
import { createMailer } from './mail/create-mailer.js';
import { registerDevOutboxRoutes } from './mail/routes.js';
import { DestinationBlocklist } from './moderation/destination-blocklist.js';
import { registerModerationRoutes } from './moderation/routes.js';
import { type BlocklistWatch, watchBlocklistFile } from './moderation/watch-blocklist-file.js';
import { createSafeFetch, type SafeFetch } from './net/create-safe-fetch.js';
import { registerQrRoutes } from './qr/routes.js';
import { createRedirectFastPath } from './redirect/fast-path.js';
import { LinkCache } from './redirect/link-cache.js';
import {
  defaultLinkChangeFeedOptions,
  LinkChangeFeed,
  type LinkChangeFeedOptions,
} from './redirect/link-change-feed.js';
import { registerRedirectRoutes } from './redirect/routes.js';
import { redirectServer } from './redirect/serve-redirect.js';
import { VISITOR_PAGE_STYLE_HASH } from './redirect/visitor-page-style.js';
import { connectRedis } from './redis/connect-redis.js';
import { announceLinkChanges } from './redis/link-change-signal.js';
import type { RouteKit, RouteRegistrar } from './route-kit.js';
import { UploadStore } from './storage/upload-store.js';
import { registerTeamRoutes } from './teams/routes.js';
import { registerWebhookRoutes } from './webhooks/routes.js';
import { startWebhookJobs } from './webhooks/webhook-jobs.js';
import { WebhookSender } from './webhooks/webhook-sender.js';

export interface AppDeps {
  config: Config;
  db: Db;
  log: Logger;
  clock?: Clock;
  /** Tests pass one with their own resolver and address policy. */
  safeFetch?: SafeFetch;
  /** Tests slow the feed's tick to see Redis's signal alone. */
  linkChangeFeed?: LinkChangeFeedOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The click buffer, for tests and benchmarks that must flush or count it. */
    clicks: ClickBuffer;
    /** Every route as registered (method, url, schema), for tests that must reach them all. */
    registeredRoutes: readonly RouteOptions[];
    /** The blocklist file's watch, for tests that must not wait for the file system. */
    blocklist: BlocklistWatch;
    /** Webhook work, for tests that must not wait for its timers. */
    webhooks: { drainDue(): Promise<void>; queueClicks(): Promise<number> };
  }
  interface FastifyRequest {
    /** The verbs' context, with this request's logger. */
    ctx: Ctx;
  }
}

/** Every feature's routes, registered in this order after the OpenAPI document. */
const FEATURE_ROUTES: readonly RouteRegistrar[] = [
  registerAccountRoutes,
  registerProfileRoutes,
  registerLinkRoutes,
  registerLinkManagementRoutes,
  registerLinkLabelRoutes,
  registerFolderRoutes,
  registerLinkImportRoutes,
  registerQrRoutes,
  registerRedirectRoutes,
  registerCustomDomainRoutes,
  registerTeamRoutes,
  registerApiKeyRoutes,
  registerWebhookRoutes,
  registerV1Routes,
  registerFolderV1Routes,
  registerImportRoutes,
  registerImportSessionRoutes,
  registerKuttRoutes,
  registerShlinkRoutes,
  registerYourlsRoutes,
  registerBitlyRoutes,
  registerFormRoutes,
  registerModerationRoutes,
  registerAdminUserRoutes,
  registerAnalyticsRoutes,
  registerBillingRoutes,
];

const REQUEST_ID = /^[\w.-]{1,64}$/;
const DOMAINS_REFRESH_MS = 5 * 60_000;

/**
 * Where the link change feed's changes go: a link's key to the cache; a custom domain's
 * (its name with an empty code, migration 0015) to the host table, and its links out of
 * the cache, since they may now belong to nobody or to another account.
 */
function changeTarget(
  { linkCache, servingDomains }: Pick<Ctx, 'linkCache' | 'servingDomains'>,
  log: Logger,
): Pick<LinkCache, 'invalidate'> {
  return {
    invalidate(domain, code) {
      if (code !== '') return linkCache.invalidate(domain, code);
      linkCache.invalidateDomain(domain);
      servingDomains.reload(domain).catch((error: unknown) => {
        log.warn(
          { err: error, domain },
          'reloading a custom domain failed; the next change retries',
        );
      });
    },
  };
}

/** Builds the whole server without listening; tests drive it with `app.inject()`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, log } = deps;
  const clock = deps.clock ?? systemClock;
  // First: with REDIS_REQUIRED=true an unreachable Redis stops the boot before anything starts.
  const redis = config.redis ? await connectRedis(config.redis, log) : null;
  const { mailer, outbox, queue: mailQueue } = createMailer(config, db.kysely, log, clock);
  const safeFetch = deps.safeFetch ?? createSafeFetch();
  const webhookSender = new WebhookSender({
    config,
    db: db.kysely,
    safeFetch,
    clock,
    log,
    mail: mailer,
  });
  let importRunner: ReturnType<typeof startImportRunner> | undefined;
  const baseCtx: Omit<Ctx, 'log'> = {
    config,
    db: db.kysely,
    dbEngine: db.engine,
    clock,
    mail: mailer,
    uploads: new UploadStore(path.join(config.dataDir, 'uploads')),
    // Changes reach the cache through the link change feed within a second; the TTL is a
    // backstop, and bounds how long a link nobody requests stays.
    linkCache: new LinkCache({
      maxEntries: 100_000,
      primaryDomain: defaultShortDomain(config),
      ttlMs: 10 * 60_000,
      negativeTtlMs: 5_000,
      now: () => clock.now(),
    }),
    servingDomains: new ServingDomains(db.kysely),
    blocklist: new DestinationBlocklist(config.blockedHosts),
    clicks: new ClickBuffer(db, log, {
      ...defaultClickBufferOptions(),
      spool: new ClickSpool(
        path.join(config.dataDir, 'click-spool'),
        config.clickSpoolMaxBytes,
        log,
      ),
    }),
    safeFetch,
    stripe: await createStripeClient(config.billing),
    webhooks: webhookSender,
    // The runner starts once the context exists; a job queued before that waits for it.
    imports: { wake: () => importRunner?.wake() },
  };
  await baseCtx.servingDomains.load();
  const redirects = { count: 0 };
  const serveRedirect = redirectServer({ ...baseCtx, log }, redirects);
  const fastRedirect = createRedirectFastPath({ ...baseCtx, serveRedirect });
  const keepAlive = new KeepAliveDrain();
  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    // Cached redirects are answered before Fastify; everything else goes through it.
    serverFactory: (handler) =>
      http.createServer((request, response) => {
        keepAlive.onRequest(response);
        if (!fastRedirect(request, response)) handler(request, response);
      }),
    // Fastify accepts a hop count too (proxy-addr), though its types omit number.
    trustProxy: config.trustProxy as boolean | string | string[],
    bodyLimit: config.bodyLimitBytes,
    frameworkErrors: answerFrameworkError,
    logController: new RequestLog({ requestIdLogLabel: 'requestId' }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Recorded before any route registers: the fuzz tier walks this list, so a new route
  // is fuzzed without anyone listing it.
  const registeredRoutes: RouteOptions[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    registeredRoutes.push(route);
  });

  // Before Fastify closes idle connections: busy keep-alive clients are told to go first.
  app.addHook('preClose', () => keepAlive.drain(app.server));
  baseCtx.clicks.start();
  if (mailQueue) {
    mailQueue.start();
    app.addHook('onClose', () => mailQueue.stop());
  }
  app.decorate('clicks', baseCtx.clicks);
  // Runs after in-flight requests finished: every click they recorded is written.
  app.addHook('onClose', async () => baseCtx.clicks.stop());
  const linkChanges = new LinkChangeFeed(
    db.kysely,
    changeTarget(baseCtx, log),
    log,
    deps.linkChangeFeed ?? defaultLinkChangeFeedOptions,
  );
  await linkChanges.start();
  app.addHook('onClose', () => linkChanges.stop());
  if (redis) {
    announceLinkChanges(app, redis, linkChanges);
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  // The feed reloads a changed domain at once; this backstop covers a reload that failed.
  const domainsRefresh = setInterval(() => {
    baseCtx.servingDomains.load().catch((error: unknown) => {
      log.warn({ err: error }, 'reloading custom domains failed; retrying in 5 minutes');
    });
  }, DOMAINS_REFRESH_MS).unref();
  app.addHook('onClose', async () => clearInterval(domainsRefresh));
  const reverification = startDomainReverification({ ...baseCtx, log });
  app.addHook('onClose', () => reverification.stop());
  const linkHealth = startLinkHealthChecks({ ...baseCtx, log });
  app.addHook('onClose', () => linkHealth.stop());
  const imports = startImportRunner({ ...baseCtx, log });
  importRunner = imports;
  app.addHook('onClose', () => imports.stop());
  const webhookJobs = startWebhookJobs({ ...baseCtx, log }, webhookSender);
  app.decorate('webhooks', {
    drainDue: () => webhookSender.drainDue(),
    queueClicks: () => webhookJobs.queueClicks(),
  });
  app.addHook('onClose', () => webhookJobs.stop());
  const blocklistWatch = watchBlocklistFile({
    file: config.blocklistFile,
    blocklist: baseCtx.blocklist,
    log,
    // Any cached link may lead somewhere now blocked (or no longer): judge them all again.
    onChange: () => baseCtx.linkCache.clear(),
  });
  app.decorate('blocklist', blocklistWatch);
  app.addHook('onClose', async () => blocklistWatch.stop());
  app.decorateRequest('ctx', {
    getter(this: FastifyRequest) {
      return { ...baseCtx, log: this.log as Logger };
    },
  });
  app.decorateRequest('user', null);
  app.decorateRequest('apiKey', null);
  app.decorateRequest('acting', null);
  app.decorateRequest('idempotencyKey', null);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  await registerSecurityHeaders(app, config, [VISITOR_PAGE_STYLE_HASH]);
  registerHostRouting(app, config, baseCtx.servingDomains);
  registerCrossSiteGuard(app, config);
  registerNulRefusal(app);
  registerHealthRoutes(app, db.kysely);
  if (outbox && config.env !== 'production') registerDevOutboxRoutes(app, outbox, config.host);
  const rateLimits = new RateLimitStore(redis);
  const auth = createAuth({
    config,
    db: db.kysely,
    dbEngine: db.engine,
    mail: mailer,
    log,
    rateLimits,
  });
  registerMetricsRoute(app, config, { ...baseCtx, db, redirects, redis }, rateLimits);
  // Before the API's routes: only routes registered after it are compressed.
  await registerCompression(app);
  // Before any route: the document is made of the routes registered after it.
  await registerOpenApi(app, config);
  const kit: RouteKit = {
    app,
    config,
    auth,
    rateLimits,
    redis,
    uploads: baseCtx.uploads,
    servingDomains: baseCtx.servingDomains,
    serveRedirect,
  };
  for (const register of FEATURE_ROUTES) await register(kit);
  registerCrawlerFiles(app, config.appUrl);
  // The web app last: its fallback must come after every feature's routes.
  await registerWebApp(app, config.webDistDir);
  return app;
}
