import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Auth } from './accounts/auth.js';
import type { Config } from './config.js';
import type { ServingDomains } from './custom-domains/serving-domains.js';
import type { RateLimitStore } from './http/rate-limit.js';
import type { ServeRedirect } from './redirect/serve-redirect.js';
import type { UploadStore } from './storage/upload-store.js';

/**
 * What every feature's route registrar is given, built once in buildApp: features take
 * what they need from here instead of from each other.
 */
export interface RouteKit {
  app: FastifyInstance;
  config: Config;
  auth: Auth;
  rateLimits: RateLimitStore;
  /** Null when no Redis is configured. */
  redis: Redis | null;
  uploads: UploadStore;
  servingDomains: ServingDomains;
  serveRedirect: ServeRedirect;
}

/** A feature's routes: registered in buildApp's list, in its order. */
export type RouteRegistrar = (kit: RouteKit) => void | Promise<void>;
