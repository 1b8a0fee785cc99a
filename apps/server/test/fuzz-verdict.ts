/**
 * What the fuzz tier holds every answer to: no 5xx, no hang, nothing internal in the body
 * (stack frames, file paths, SQL or its errors, internal error names), and a message on
 * every 4xx. Each helper returns a problem's description, or null.
 */

export const HANG_MS = 5_000;

const LEAKS: Array<[what: string, pattern: RegExp]> = [
  ['a stack frame', /\n\s+at \S|\bat (?:async )?[\w.<>]+ \(/],
  [
    'a file path',
    /(?:\/(?:work|home|root|usr|tmp|var|opt)\/[\w.-]+\/|node_modules|[\w-]+\.(?:ts|js|mjs):\d+)/,
  ],
  // Kysely quotes identifiers: a statement it built reads `select "id" from "links"`.
  ['SQL text', /\b(?:select|insert into|update|delete from)\s+(?:"|\*|distinct\b)|\bfrom\s+"\w+"/i],
  [
    'a database error',
    /SQLITE_|SqliteError|no such (?:table|column)|syntax error at or near|violates \w+ constraint|duplicate key value|relation "[^"]*" does not exist|\bpostgres(?:ql)?\b/i,
  ],
  [
    'an internal error name',
    /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|ZodError|DatabaseError|AggregateError)\b|FST_ERR|Cannot read propert|is not a function|Maximum call stack/,
  ],
];

export function leakIn(body: string): string | null {
  for (const [what, pattern] of LEAKS) {
    const match = body.match(pattern);
    if (match)
      return `${what}: …${body.slice(Math.max(0, (match.index ?? 0) - 40), (match.index ?? 0) + 60)}…`;
  }
  return null;
}

/**
 * A 4xx must say what was wrong: JSON with a non-empty `error` or `message` (an RFC 7807
 * problem, as the dialects answer, says it in `detail`), or a page.
 */
export function missingMessage(
  status: number,
  body: string,
  contentType: string | undefined,
): string | null {
  if (status < 400 || status >= 500) return null;
  if (!body.trim()) return `a ${status} with an empty body`;
  if (!contentType?.includes('json')) return null;
  try {
    const parsed = JSON.parse(body) as {
      error?: unknown;
      message?: unknown;
      detail?: unknown;
    } | null;
    const isProblem = contentType.includes('application/problem+json');
    const text = parsed?.error ?? parsed?.message ?? (isProblem ? parsed?.detail : undefined);
    return typeof text === 'string' && text.trim()
      ? null
      : `a ${status} without a message: ${body.slice(0, 120)}`;
  } catch {
    return `a ${status} whose JSON does not parse: ${body.slice(0, 120)}`;
  }
}
