import cluster from 'node:cluster';
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { AggregatorRegistry, Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { NotFound, Unauthenticated, Unavailable } from '../errors.js';
import { byIp, type RateLimitStore, rateLimit } from './rate-limit.js';

/** Wrong tokens cost a scraper nothing: limit the guessing (a scrape every 15 s needs 4). */
const METRICS_RULE = { name: 'metrics-ip', limit: 60, windowSeconds: 60 };
/** With KURZ_WORKERS, how long a process waits for the primary's sum of every process. */
const CLUSTER_WAIT_MS = 6000;

/**
 * The counters a scrape reads, by shape: the link cache, the click buffer and the redirect
 * tally keep them, and metrics need nothing else of those parts.
 */
export interface MetricSources {
  linkCache: { readonly hits: number; readonly misses: number; readonly size: number };
  clicks: {
    readonly pendingCount: number;
    readonly spoolBytes: number;
    readonly storedCount: number;
    readonly droppedCount: number;
  };
  db: Db;
  redirects: { readonly count: number };
  /** REDIS_URL's connection, or null without one. */
  redis: Redis | null;
}

/**
 * Prometheus metrics: Node's own (event-loop delay, memory, GC) and Kurz's,
 * read from the counters the parts keep when a scrape asks, so the redirect path pays one
 * increment and nothing else. Summed over processes with KURZ_WORKERS.
 */
function createMetrics(sources: MetricSources): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const total = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers,
      collect(this: Counter) {
        this.reset();
        this.inc(read());
      },
    });
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect(this: Gauge) {
        this.set(read());
      },
    });
  const { linkCache, clicks, db, redirects } = sources;
  total(
    'kurz_redirects_total',
    'Short links answered (redirects and their pages)',
    () => redirects.count,
  );
  total('kurz_link_cache_hits_total', 'Link reads answered from the cache', () => linkCache.hits);
  total(
    'kurz_link_cache_misses_total',
    'Link reads that went to the database',
    () => linkCache.misses,
  );
  gauge('kurz_link_cache_entries', 'Links (and known misses) in the cache', () => linkCache.size);
  gauge(
    'kurz_click_backlog',
    'Clicks taken and not yet in the database',
    () => clicks.pendingCount,
  );
  gauge(
    'kurz_click_spool_bytes',
    'Bytes of clicks on disk not yet in the database',
    () => clicks.spoolBytes,
  );
  total('kurz_clicks_stored_total', 'Clicks written to the database', () => clicks.storedCount);
  total(
    'kurz_clicks_dropped_total',
    'Clicks dropped: the spool was full or failing',
    () => clicks.droppedCount,
  );
  const { redis } = sources;
  if (redis)
    gauge(
      'kurz_redis_connected',
      'Processes connected to Redis (while 0, each counts its own rate limits)',
      () => (redis.status === 'ready' ? 1 : 0),
    );
  const { pool } = db;
  if (pool) {
    new Gauge({
      name: 'kurz_db_pool_connections',
      help: 'PostgreSQL connections of this process: open, idle, and requests waiting for one',
      labelNames: ['state'],
      registers,
      collect(this: Gauge<'state'>) {
        this.set({ state: 'open' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  if (cluster.isWorker) {
    // The primary asks each process for its registry (prom-client's cluster protocol).
    new AggregatorRegistry();
    AggregatorRegistry.setRegistries(registry);
  }
  return registry;
}

/**
 * `GET /metrics`, Prometheus text: off (404) unless METRICS_TOKEN is set, then only with
 * `Authorization: Bearer <token>`. The route exists either way, so `/metrics` is never a
 * code; the metrics exist only when it is on (Node's cost a timer and a GC observer).
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  config: Config,
  sources: MetricSources,
  rateLimits: RateLimitStore,
): void {
  const expected = config.metricsToken ? digest(config.metricsToken) : null;
  const registry = expected ? createMetrics(sources) : null;
  app.get(
    '/metrics',
    { preHandler: rateLimit(rateLimits, METRICS_RULE, byIp), logLevel: 'warn' },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!expected || !registry) throw new NotFound();
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!given || !timingSafeEqual(digest(given), expected)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new Unauthenticated('A valid metrics token is required (Authorization: Bearer …)');
      }
      const text = cluster.isWorker ? await everyProcess() : await registry.metrics();
      return reply.type(registry.contentType).send(text);
    },
  );
}

/** Hashed first, so the comparison takes the same time whatever the lengths. */
const digest = (token: string) => createHash('sha256').update(token).digest();

/** The primary's side of `everyProcess`: answers each process's ask with the sum. */
export function answerMetricsAsks(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: string }) => {
    if (message?.type !== 'kurz:metrics') return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: 'kurz:metrics-reply', id: message.id, text }),
      (error: Error) =>
        worker.send({ type: 'kurz:metrics-reply', id: message.id, error: error.message }),
    );
  });
}

/** Asks the primary for every process's metrics, summed. */
function everyProcess(): Promise<string> {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const onMessage = (message: { type?: string; id?: string; text?: string; error?: string }) => {
      if (message?.type !== 'kurz:metrics-reply' || message.id !== id) return;
      done();
      if (message.text !== undefined) resolve(message.text);
      else reject(new Unavailable(`Metrics are unavailable: ${message.error ?? 'no answer'}`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Unavailable('Metrics are unavailable: the other processes did not answer'));
    }, CLUSTER_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    process.on('message', onMessage);
    process.send?.({ type: 'kurz:metrics', id });
  });
}
