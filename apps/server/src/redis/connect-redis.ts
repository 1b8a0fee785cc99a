import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { type Config, ConfigError } from '../config.js';

type RedisConfig = NonNullable<Config['redis']>;

/**
 * Connects to REDIS_URL. Redis only shares what each process can also do alone (rate
 * limits, link-change signals), so an unreachable Redis is a warning and the boot goes
 * on, unless REDIS_REQUIRED=true. Commands fail at once while it is away (no queue) and
 * within COMMAND_TIMEOUT_MS when it hangs: nothing waits for it. Reconnects by itself;
 * the loss and the return are each logged once.
 */
export async function connectRedis({ url, isRequired }: RedisConfig, log: Logger): Promise<Redis> {
  const where = new URL(url).host;
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 250, 2000),
  });
  let lastError: Error | undefined;
  let isDown = false;
  redis.on('error', (error: Error) => {
    lastError = error;
    if (isDown) return;
    isDown = true;
    log.warn({ err: error, redis: where }, LOST);
  });
  redis.on('ready', () => {
    if (isDown) log.info({ redis: where }, 'Redis reachable again: limits and link changes shared');
    isDown = false;
  });
  try {
    await redis.connect();
  } catch (error) {
    const reason = lastError?.message ?? (error as Error).message;
    if (isRequired) {
      redis.disconnect();
      throw new ConfigError(
        `Invalid configuration:\n  REDIS_URL: Redis at ${where} refused or did not answer (${reason}), and REDIS_REQUIRED=true`,
      );
    }
  }
  return redis;
}

const COMMAND_TIMEOUT_MS = 500;
const LOST =
  'Redis unreachable: each process keeps its own rate limits and reads link changes from the database until it returns';
