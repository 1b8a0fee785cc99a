import pino, { type Logger } from 'pino';
import type { Config } from './config.js';

/** How long a log write may keep failing for a full pipe before it is given up on. */
const STUCK_OUTPUT_MS = 2_000;
/** Log lines waiting for a slow reader, at most; beyond it new lines are dropped. */
const WAITING_BYTES = 16 * 1024 * 1024;

/**
 * JSON logs on stdout; secrets that may pass through requests are redacted. Written
 * asynchronously and never waited on for long: a reader that stops reading (a full pipe)
 * must not stall requests or keep a SIGTERM from ending the process.
 */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  const stdout = pino.destination({
    dest: 1,
    sync: false,
    maxLength: WAITING_BYTES,
    retryEAGAIN: retryWhileRecent(),
  });
  // A write given up on is an error of the stream; the lines are lost, the process goes on.
  stdout.on('error', () => {});
  return pino(
    {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
    },
    stdout,
  );
}

/** Retries a full pipe until it has been full for STUCK_OUTPUT_MS, then gives up. */
function retryWhileRecent(): () => boolean {
  let fullSince = 0;
  let lastTry = 0;
  return () => {
    const now = Date.now();
    // A pause of a second between failures means the pipe drained in between.
    if (now - lastTry > 1_000) fullSince = now;
    lastTry = now;
    return now - fullSince < STUCK_OUTPUT_MS;
  };
}
