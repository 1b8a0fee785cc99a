/**
 * Writing CSV cells, shared by the server's exports and the web's import report. A cell a
 * spreadsheet would run as a formula (`=HYPERLINK(...)`, `+`, `-`, `@`, tab, CR first) is
 * prefixed with `'`, which spreadsheets show as text (CSV injection); the link importer
 * reads such a prefixed cell back without its `'` (`unescapedCsvCell`), so a round trip
 * keeps the value.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV text with CRLF line ends (RFC 4180). */
export function csvText(
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/** A cell as written by `csvCell`: `'=1+2` reads back as `=1+2`; anything else unchanged. */
export function unescapedCsvCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}
