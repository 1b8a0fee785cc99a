import pino, { type Logger } from 'pino';
import type { Config } from './config.js';

/** JSON logs on stdout; secrets that may pass through requests are redacted. */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  });
}
