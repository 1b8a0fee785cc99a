import { z } from 'zod';

/**
 * YOURLS reads every parameter from `$_REQUEST`: the query string and a form body alike,
 * the body's value winning. Each is a string; a repeated one is refused, not guessed at.
 */
const text = (max: number) =>
  z.string({ error: 'Each parameter is sent once, as text.' }).max(max).optional();

export const YourlsParams = z.object({
  action: text(50),
  format: text(20),
  url: text(8192),
  keyword: text(200),
  title: text(1000),
  shorturl: text(8192),
  filter: text(20),
  limit: text(20),
  start: text(20),
  signature: text(200),
  timestamp: text(40),
  hash: text(40),
  username: text(200),
  password: text(200),
  callback: text(200),
  jsonp: text(200),
  db: text(10),
});
export type YourlsParams = z.output<typeof YourlsParams>;

/** The parameters of a YOURLS call, the body's over the query string's, as PHP's `$_REQUEST`. */
export function yourlsParamsOf(request: { query: unknown; body: unknown }): YourlsParams {
  const fields = (source: unknown): Record<string, unknown> =>
    typeof source === 'object' && source !== null ? (source as Record<string, unknown>) : {};
  return YourlsParams.parse({ ...fields(request.query), ...fields(request.body) });
}

/** Reads a raw field before validation (the guard runs first), or undefined when it is no single string. */
export function rawParam(
  request: { query: unknown; body: unknown },
  name: string,
): string | undefined {
  for (const source of [request.body, request.query]) {
    if (typeof source !== 'object' || source === null) continue;
    const value = (source as Record<string, unknown>)[name];
    if (typeof value === 'string') return value;
  }
  return undefined;
}
