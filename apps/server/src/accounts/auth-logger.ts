import type { BetterAuthOptions } from 'better-auth';
import type { Logger } from 'pino';

type AuthLogger = NonNullable<BetterAuthOptions['logger']>;

/**
 * better-auth's logger option, writing through our pino logger: left alone, better-auth
 * prints coloured text lines to the console, breaking the one-JSON-object-per-line log.
 * Our level filters (better-auth hands over everything from debug up); an Error among
 * the details becomes pino's `err`, other details ride along as `details`.
 */
export function authLogger(log: Logger): AuthLogger {
  const auth = log.child({ component: 'better-auth' });
  return {
    level: 'debug',
    disableColors: true,
    log: (level, message, ...details: unknown[]) => {
      const err = details.find((detail) => detail instanceof Error);
      const rest = details.filter((detail) => detail !== err);
      auth[level]({ ...(err && { err }), ...(rest.length > 0 && { details: rest }) }, message);
    },
  };
}
