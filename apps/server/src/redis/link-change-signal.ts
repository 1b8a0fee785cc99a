import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { LinkChangeFeed } from '../redirect/link-change-feed.js';

const CHANNEL = 'kurz:link-changes';

export interface LinkChangeSignal {
  /** Rings every other process (once per event-loop turn, however many calls). */
  announce(): void;
  stop(): Promise<void>;
}

/**
 * A doorbell over Redis pub/sub: a process that changed links announces it, and every
 * other one reads the link change feed at once instead of at its next tick. The feed
 * stays the record (and the backstop while Redis is away); a lost ring costs at most a
 * tick of the feed.
 */
export function startLinkChangeSignal(redis: Redis, onRing: () => void): LinkChangeSignal {
  const me = randomUUID();
  // A subscribed connection can do nothing else. It subscribes each time it connects,
  // whether Redis was there at boot or came back later; its errors are the main one's.
  const subscriber = redis.duplicate({ lazyConnect: false, autoResubscribe: false });
  subscriber.on('error', () => {});
  subscriber.on('ready', () => {
    subscriber.subscribe(CHANNEL).catch(() => {});
  });
  subscriber.on('message', (_channel: string, from: string) => {
    if (from !== me) onRing();
  });
  let isPending = false;
  return {
    announce() {
      if (isPending) return;
      isPending = true;
      setImmediate(() => {
        isPending = false;
        redis.publish(CHANNEL, me).catch(() => {});
      });
    },
    async stop() {
      subscriber.disconnect();
    },
  };
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Rings the other processes after every successful write through the API: links are
 * only changed there (or by timed jobs, which the feed's tick covers), so no verb has to
 * remember to. Each ring costs the others one indexed read of the feed.
 */
export function announceLinkChanges(
  app: FastifyInstance,
  redis: Redis,
  feed: Pick<LinkChangeFeed, 'readSoon'>,
): void {
  const signal = startLinkChangeSignal(redis, () => feed.readSoon());
  app.addHook('onResponse', async (request, reply) => {
    if (!READS.has(request.method) && reply.statusCode < 400 && request.url.startsWith('/api/'))
      signal.announce();
  });
  app.addHook('onClose', () => signal.stop());
}
