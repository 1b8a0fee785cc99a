/**
 * Whether `error` says the database cannot answer now rather than that the query is
 * wrong: a refused, reset or timed-out connection, a server shutting down or starting,
 * too many connections, or a lock or statement timeout (PostgreSQL); a busy or locked
 * database past its busy timeout (SQLite). Such a request can succeed if tried again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  const code = typeof e.code === 'string' ? e.code : '';
  if (NETWORK_CODES.has(code) || SQLITE_CODES.has(code)) return true;
  // SQLSTATE class 08: connection exceptions.
  if (/^08[0-9A-Z]{3}$/.test(code) || POSTGRES_STATES.has(code)) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return PG_CLIENT_MESSAGES.some((text) => message.includes(text));
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

const SQLITE_CODES = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED']);

const POSTGRES_STATES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '53300', // too_many_connections
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
  '40P01', // deadlock_detected
]);

/** node-postgres's own errors, which carry no code. */
const PG_CLIENT_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'connect ECONNREFUSED',
];
