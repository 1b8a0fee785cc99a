import cluster from 'node:cluster';
import { buildApp } from './app.js';
import { superviseProcesses } from './cluster/supervise-processes.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { answerMetricsAsks } from './http/metrics.js';
import { pinTickObjectShape } from './http/tick-shape.js';
import { createLogger } from './log.js';

/**
 * Past this, a shutdown that is still waiting on requests (or writing the last
 * second's clicks) gives up and exits non-zero. Under the 10 s a container gets by default.
 */
const SHUTDOWN_GRACE_MS = 9000;

async function main(): Promise<void> {
  // Before anything is served: Node's own per-request work stays on V8's fast path. It and
  // npm start's V8 flags stay while the bench shows each still pays (bench/README.md).
  pinTickObjectShape();
  const config = loadConfig();
  const log = createLogger(config);
  const db = openDatabase(config.database, (error) =>
    log.warn({ err: error }, 'idle database connection lost'),
  );
  // With KURZ_WORKERS the primary migrates, alone, before any server process starts.
  if (cluster.isPrimary) {
    const applied = await migrateToLatest(db.kysely);
    if (applied.length) log.info({ applied }, 'database migrated');
  }
  if (cluster.isPrimary && config.workers > 1) {
    await db.close();
    if (!config.mail.smtpUrl)
      log.warn(
        'KURZ_WORKERS without SMTP_URL: each process keeps its own dev outbox, so /api/dev/outbox shows the mail of whichever process answers',
      );
    answerMetricsAsks();
    return superviseProcesses({ count: config.workers, graceMs: SHUTDOWN_GRACE_MS, log });
  }

  const app = await buildApp({ config, db, log });

  let isShuttingDown = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const timer = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    // The app flushes its clicks as it closes; only then may the database go.
    app
      .close()
      .then(() => db.close())
      .then(
        () => {
          log.info('shut down cleanly');
          process.exit(0);
        },
        (error: unknown) => {
          log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
  log.info(
    { url: config.appUrl.origin, database: db.engine, shortDomains: config.shortDomains },
    'Kurz is ready',
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Kurz failed to start:', error);
  }
  process.exit(1);
});
