/** The public API's keys: what a key may be allowed, and the words for refusals. */

export const API_SCOPES = [
  'links:read',
  'links:write',
  'analytics:read',
  'domains:read',
  'domains:write',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** Every key starts so, then its visible prefix: `kurz_AbCdEf12_…`. */
export const API_KEY_PREFIX = 'kurz_';
/** Keys a user may hold at once (revoked ones do not count). */
export const MAX_API_KEYS = 20;

/** Calls per key per minute, by plan (only pro and enterprise have keys). */
export const API_CALLS_PER_MINUTE = { pro: 120, enterprise: 600 } as const;
/** How long an Idempotency-Key's first answer is replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

export const API_MESSAGES = {
  proOnly: 'API access is available for Pro subscribers and above.',
  missingKey: 'Send your API key as "Authorization: Bearer <key>"',
  invalidKey: 'Invalid or revoked API key',
  missingScope: (scope: ApiScope) => `This API key lacks the ${scope} scope`,
  tooManyKeys: `At most ${MAX_API_KEYS} active API keys: revoke one first`,
  perMinute: (limit: number) => `Rate limit: at most ${limit} calls a minute per key`,
  monthly: (limit: number) =>
    `Monthly API call limit reached (${limit}). Upgrade your plan or wait for next month.`,
  idempotencyMismatch: 'This Idempotency-Key was used with a different request',
  idempotencyInProgress: 'A request with this Idempotency-Key is still being answered',
  badIdempotencyKey: 'Idempotency-Key must be 1 to 255 printable characters',
} as const;

/**
 * The first call shown to people considering the API (`/features/api`): one shell command
 * that runs as written against `origin` once KURZ_API_KEY holds a key. A test executes it.
 */
export function apiShortenExample(origin: string): string {
  return [
    `curl -X POST ${origin}/api/v1/links \\`,
    `  -H "Authorization: Bearer $KURZ_API_KEY" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '{"full_url": "https://example.com/spring-sale"}'`,
  ].join('\n');
}

/** Part of the answer to that call (a `LinkView`), with the fields a script reaches for. */
export const API_SHORTEN_EXAMPLE_REPLY = {
  id: '3f2b8c1e-6a4d-4f1b-9c2e-7d5a1b0e8f34',
  short_url: 'Sp1ngSa1',
  short_link: 'https://kurz.link/Sp1ngSa1',
  full_url: 'https://example.com/spring-sale',
  clicks: 0,
} as const;
