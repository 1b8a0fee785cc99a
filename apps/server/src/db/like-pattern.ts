/**
 * `%term%` for LIKE, lower-cased, with the term's own wildcards escaped (backslash is the
 * escape: write `escape '\'`). Compare with lower() on the column too: SQLite's LIKE
 * folds ASCII case, PostgreSQL's does not.
 */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
