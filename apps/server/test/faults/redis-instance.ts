import { type Daemon, freePort, startDaemon } from './daemon.js';
import { onCleanup } from './fault-env.js';

// A Redis of the scenario's own, so it can be stopped and started without touching another.

export interface RedisInstance {
  url: string;
  stop(): Promise<void>;
  /** Starts it again on the same port, empty (nothing is saved): what a restart loses. */
  start(): Promise<void>;
}

/** `redis-server` on a free loopback port, without persistence; stopped after the scenario. */
export async function startRedis(): Promise<RedisInstance> {
  const port = await freePort();
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  let daemon: Daemon | null = await startDaemon('redis-server', args, port);
  const stop = async () => {
    await daemon?.stop();
    daemon = null;
  };
  onCleanup(stop);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop,
    start: async () => {
      daemon ??= await startDaemon('redis-server', args, port);
    },
  };
}
