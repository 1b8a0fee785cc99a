import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import ipaddr from 'ipaddr.js';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { RateLimited } from '../errors.js';

export interface RateRule {
  /** Names the counter, so two rules never share one. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters per rule and key (rate-limiter-flexible): in Redis when there is
 * one, so every process counts the same hits; in this process otherwise, and while Redis
 * is unreachable (its insurance limiter), so a limit never waits on Redis.
 */
export class RateLimitStore {
  readonly #limiters = new Map<string, RateLimiterAbstract>();

  constructor(private readonly redis: Redis | null = null) {}

  /** Counts one hit for `key`; throws RateLimited (429 with Retry-After) past the limit. */
  async consume(rule: RateRule, key: string): Promise<void> {
    try {
      await this.#limiter(rule).consume(key);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      throw new RateLimited(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
    }
  }

  #limiter(rule: RateRule): RateLimiterAbstract {
    let limiter = this.#limiters.get(rule.name);
    if (!limiter) {
      const window = { keyPrefix: rule.name, points: rule.limit, duration: rule.windowSeconds };
      limiter = this.redis
        ? new RateLimiterRedis({
            ...window,
            keyPrefix: `kurz:rate:${rule.name}`,
            storeClient: this.redis,
            rejectIfRedisNotReady: true,
            insuranceLimiter: new RateLimiterMemory(window),
          })
        : new RateLimiterMemory(window);
      this.#limiters.set(rule.name, limiter);
    }
    return limiter;
  }
}

/**
 * A route guard that counts each request under `key(request)` (skipped when it returns
 * undefined) and answers 429 with Retry-After past the rule's limit.
 */
export function rateLimit(
  store: RateLimitStore,
  rule: RateRule,
  key: (request: FastifyRequest) => string | undefined,
): preHandlerAsyncHookHandler {
  return async (request) => {
    const id = key(request);
    if (id !== undefined) await store.consume(rule, id);
  };
}

export const byIp = (request: FastifyRequest): string => request.ip;

/**
 * The client an address stands for in a limit: an IPv6 address by its /64 (one subscriber
 * holds a whole /64, and picks any address in it), an IPv4 one (mapped or not) as it is.
 */
export function addressBucket(ip: string): string {
  if (!ipaddr.IPv6.isValid(ip)) return ip;
  const address = ipaddr.IPv6.parse(ip);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  return `${address.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}
