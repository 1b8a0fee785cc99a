/** Whether a write failed on a unique key, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // PostgreSQL's unique_violation; better-sqlite3's extended result code.
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
