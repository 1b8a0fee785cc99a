import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimited } from '../errors.js';

export interface RateRule {
  /** Names the counter, so two rules never share one. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters per rule and key, in this process (rate-limiter-flexible; its
 * Redis limiter has the same interface, for sharing them across processes).
 */
export class RateLimitStore {
  readonly #limiters = new Map<string, RateLimiterMemory>();

  /** Counts one hit for `key`; throws RateLimited (429 with Retry-After) past the limit. */
  async consume(rule: RateRule, key: string): Promise<void> {
    try {
      await this.#limiter(rule).consume(key);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      throw new RateLimited(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
    }
  }

  #limiter(rule: RateRule): RateLimiterMemory {
    let limiter = this.#limiters.get(rule.name);
    if (!limiter) {
      limiter = new RateLimiterMemory({
        keyPrefix: rule.name,
        points: rule.limit,
        duration: rule.windowSeconds,
      });
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
