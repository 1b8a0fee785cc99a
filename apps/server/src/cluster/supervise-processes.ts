import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

/** A process that dies sooner than this after its start counts towards a crash loop. */
const EARLY_DEATH_MS = 10_000;
/** Restarts wait this long after an early death, doubling up to the cap. */
const FIRST_BACKOFF_MS = 250;
const MAX_BACKOFF_MS = 30_000;

export interface SuperviseOptions {
  count: number;
  /** After SIGTERM, how long the processes get to drain before they are killed. */
  graceMs: number;
  log: Logger;
}

/**
 * KURZ_WORKERS: `count` server processes sharing the port (node:cluster; the
 * primary hands connections round). Each one runs the whole app with its own click spool
 * and writer; jobs that must run once claim their rows in the database. A process that
 * dies is started again at once, or after a growing pause when it keeps dying on start
 * (a bad disk, a database that refuses it) so a crash loop does not spin the machine.
 * SIGTERM or SIGINT passes SIGTERM to every process, which drains as a single server
 * does; the primary exits once all have, non-zero when any failed or overran `graceMs`.
 */
export function superviseProcesses({ count, graceMs, log }: SuperviseOptions): void {
  const startedAt = new Map<Worker, number>();
  let backoffMs = 0;
  let stopping = false;
  let failed = false;

  const start = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      // Killed by the signal itself: it was still starting, before its handler (nothing lost).
      if (code !== 0 && signal !== 'SIGTERM') failed = true;
      if (startedAt.size === 0) {
        log.info('every server process has stopped');
        process.exit(failed ? 1 : 0);
      }
      return;
    }
    backoffMs =
      lived < EARLY_DEATH_MS ? Math.min(MAX_BACKOFF_MS, backoffMs * 2 || FIRST_BACKOFF_MS) : 0;
    log.error(
      { pid: worker.process.pid, code, signal, restartInMs: backoffMs },
      'a server process died; starting another',
    );
    setTimeout(() => {
      if (!stopping) start();
    }, backoffMs);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, processes: startedAt.size }, 'shutting down every server process');
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    if (startedAt.size === 0) process.exit(0);
    // Each process gives up on its own after its grace; this is the backstop.
    setTimeout(() => {
      log.error('server processes took too long to stop; killing them');
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, graceMs + 1000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  for (let i = 0; i < count; i++) start();
  log.info({ processes: count }, 'Kurz is starting its server processes');
}
