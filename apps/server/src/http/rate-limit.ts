import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { RateLimited } from '../errors.js';

export interface RateRule {
  /** Names the counter, so two rules never share one. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters. In-process for the embedded default; a Redis store with the
 * same interface shares them across processes when REDIS_URL is set.
 */
export interface RateLimitStore {
  /** Counts one hit; returns the seconds to wait when over the limit, else 0. */
  hit(key: string, rule: RateRule, now: number): Promise<number>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();
  #nextSweep = 0;

  async hit(key: string, rule: RateRule, now: number): Promise<number> {
    this.#sweep(now);
    const id = `${rule.name}:${key}`;
    let window = this.#windows.get(id);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + rule.windowSeconds * 1000 };
      this.#windows.set(id, window);
    }
    window.count += 1;
    return window.count > rule.limit ? Math.ceil((window.resetAt - now) / 1000) : 0;
  }

  /** Drops finished windows at most once a minute, so memory follows active clients only. */
  #sweep(now: number): void {
    if (now < this.#nextSweep) return;
    this.#nextSweep = now + 60_000;
    for (const [id, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(id);
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
    if (id !== undefined) await consumeRateLimit(store, rule, id, request.ctx.clock.now());
  };
}

/** Counts one hit for `key`; throws RateLimited (429 with Retry-After) past the limit. */
export async function consumeRateLimit(
  store: RateLimitStore,
  rule: RateRule,
  key: string,
  now: number,
): Promise<void> {
  const retryAfter = await store.hit(key, rule, now);
  if (retryAfter > 0) throw new RateLimited(retryAfter);
}

export const byIp = (request: FastifyRequest): string => request.ip;
