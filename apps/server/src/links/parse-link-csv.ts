import {
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  type ImportFormat,
  ImportRow,
  unescapedCsvCell,
} from '@kurz/shared';
import { CsvError, parse } from 'csv-parse/sync';
import { Invalid } from '../errors.js';
import { type FileColumn, fileColumnsOf, normalizedColumn } from './link-file-formats.js';
import { looksLikeSqlDump, parseYourlsSql } from './parse-yourls-sql.js';

type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** A data row: its spreadsheet row number and either the parsed row or why it is unusable. */
export type ParsedCsvRow =
  | { row: number; input: ImportRow; raw: Record<string, string>; error?: undefined }
  | { row: number; input?: undefined; raw: Record<string, string>; error: string };

export interface ParsedLinkCsv {
  rows: ParsedCsvRow[];
  ignoredColumns: string[];
  format: ImportFormat;
}

const SEPARATORS = [',', ';', '\t'] as const;
const NUMBER_COLUMNS = new Set<ImportColumn>(['redirect_type', 'max_clicks']);

/**
 * A links file: Kurz's CSV, another shortener's CSV export (recognised by its header,
 * link-file-formats.ts) or YOURLS's SQL dump. A CSV needs its header row (names
 * case-insensitive, a url column among them); the separator (`,` `;` or tab) is the one
 * the header uses most, a BOM is ignored. Rows are numbered as a spreadsheet shows them
 * (header 1, blank lines counted but skipped), so a report's row numbers point at the
 * right line; a dump's rows are numbered from 2 in the order of its VALUES. A whole-file
 * problem throws Invalid.
 */
export function parseLinkCsv(text: string): ParsedLinkCsv {
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') {
    throw new Invalid('The file is empty: it needs a header row with a url column, then rows');
  }
  if (looksLikeSqlDump(body)) return parseYourlsDump(body);
  const records = readRecords(body);
  const names = (records[0] ?? []).map(normalizedColumn);
  const { format, columns } = fileColumnsOf(names);
  if (!columns.includes('url')) {
    throw new Invalid(
      `The header row needs a url column (found: ${names.join(', ').slice(0, 200) || 'nothing'})`,
    );
  }
  const repeated = columns.find((name, index) => name && columns.indexOf(name) !== index);
  if (repeated) throw new Invalid(`The header names the column ${repeated} twice`);

  const data = records
    .map((cells, index) => ({ row: index + 1, cells }))
    .slice(1)
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  checkRowCount(data.length);
  return {
    rows: data.map(({ row, cells }) => parsedRow(columns, row, cells)),
    ignoredColumns: names.filter((name, index) => name && !columns[index]),
    format,
  };
}

function checkRowCount(count: number): void {
  if (count === 0) throw new Invalid('The file has a header row but no rows to import');
  if (count > IMPORT_MAX_ROWS) {
    throw new Invalid(
      `A file may hold at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows; this one has ${count.toLocaleString('en-US')}. Split it into smaller files.`,
    );
  }
}

/** YOURLS's links: keyword, url, title, timestamp and clicks; the ip is not kept. */
function parseYourlsDump(body: string): ParsedLinkCsv {
  const records = parseYourlsSql(body);
  checkRowCount(records.length);
  const rows = records.map(({ ordinal, values, error }): ParsedCsvRow => {
    const raw: Record<string, string> = {};
    const put = (column: FileColumn, value: string | null | undefined) => {
      if (value !== null && value !== undefined) raw[column] = value.trim();
    };
    put('url', values.url);
    put('code', values.keyword);
    put('title', values.title);
    put('created_at', values.timestamp);
    put('clicks', values.clicks);
    const row = ordinal + 1;
    return error ? { row, raw, error } : rowOf(row, raw);
  });
  return { rows, ignoredColumns: [], format: 'yourls' };
}
function readRecords(body: string): string[][] {
  try {
    return parse(body, {
      delimiter: separatorOf(body),
      relax_column_count: true,
      // A quote inside an unquoted cell (=HYPERLINK("…") typed by hand) is text, as spreadsheets read it.
      relax_quotes: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) throw new Invalid(`The file is not valid CSV: ${error.message}`);
    throw error;
  }
}

/** The separator the header line uses most (a comma when it has none of them). */
function separatorOf(body: string): string {
  const headerLine = body.split(/\r?\n/, 1)[0] ?? '';
  const counts = SEPARATORS.map((separator) => headerLine.split(separator).length - 1);
  const most = Math.max(...counts);
  return most === 0 ? ',' : (SEPARATORS[counts.indexOf(most)] ?? ',');
}

function parsedRow(
  columns: (FileColumn | undefined)[],
  row: number,
  cells: string[],
): ParsedCsvRow {
  const raw: Record<string, string> = {};
  columns.forEach((name, index) => {
    if (name) raw[name] = unescapedCsvCell((cells[index] ?? '').trim());
  });
  if (cells.length > columns.length && cells.slice(columns.length).some((cell) => cell.trim())) {
    return {
      row,
      raw,
      error: `The row has ${cells.length} cells; the header has ${columns.length}`,
    };
  }
  return rowOf(row, raw);
}

/** A row's cells by our column names, checked as a single link's fields. */
function rowOf(row: number, raw: Record<string, string>): ParsedCsvRow {
  const fields: Record<string, unknown> = { row };
  for (const column of IMPORT_COLUMNS) {
    const value = raw[column];
    if (!value) continue;
    fields[column] =
      column === 'tags'
        ? value.split(',').filter((name) => name.trim())
        : NUMBER_COLUMNS.has(column) && /^\d+$/.test(value)
          ? Number(value)
          : column === 'archived' || column === 'forward_query'
            ? booleanCell(value)
            : value;
  }
  if (!raw.code && raw.short_link) {
    const split = splitShortLink(raw.short_link);
    if (!split)
      return { row, raw, error: `short link ${raw.short_link.slice(0, 100)} is not a link` };
    fields.code = split.code;
    fields.domain ??= split.domain;
    raw.code = split.code;
  }
  if (raw.clicks) {
    if (!/^\d{1,15}$/.test(raw.clicks)) return { row, raw, error: 'clicks must be a whole number' };
    fields.imported_clicks = Number(raw.clicks);
  }
  if (raw.created_at) {
    const created = importedDate(raw.created_at);
    if (created === undefined) {
      return { row, raw, error: `created_at: ${raw.created_at.slice(0, 40)} is not a date` };
    }
    if (created) fields.imported_created_at = created;
  }
  const parsed = ImportRow.safeParse(fields);
  if (parsed.success) return { row, raw, input: parsed.data };
  const issue = parsed.error.issues[0];
  // A row's column, not its place in a list: 'tags', not 'tags.0'.
  const field = String(issue?.path[0] ?? '');
  const message = issue?.message ?? 'is invalid';
  return { row, raw, error: field && !message.includes(field) ? `${field}: ${message}` : message };
}

/** The export's `true` and `false` (any case); other text is left for the row's check to refuse. */
function booleanCell(value: string): boolean | string {
  const lower = value.toLowerCase();
  return lower === 'true' ? true : lower === 'false' ? false : value;
}

/** `bit.ly/abc` or `https://sho.rt/abc` as its domain and code (the path, undecoded slashes kept). */
export function splitShortLink(link: string): { domain: string; code: string } | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(link) ? link : `https://${link}`;
  if (!URL.canParse(withScheme)) return null;
  const url = new URL(withScheme);
  const path = url.pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  if (!url.hostname || !path) return null;
  let code = path;
  try {
    code = decodeURIComponent(path);
  } catch {
    // A stray % stays as written; the code rule refuses it.
  }
  return { domain: url.hostname, code };
}

/**
 * The source's creation time as ISO 8601: ISO with or without a zone, or SQL's
 * `YYYY-MM-DD HH:MM:SS`, both read as UTC without a zone. Null for MySQL's zero date (not
 * known), undefined when the text is no date.
 */
function importedDate(text: string): string | null | undefined {
  if (/^0000-00-00/.test(text)) return null;
  const local = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?$/.exec(text);
  const ms = local ? Date.parse(`${local[1]}T${local[2] ?? '00:00:00'}Z`) : Date.parse(text);
  if (!Number.isFinite(ms) || ms < 0 || ms > Date.parse('9999-12-31T23:59:59Z')) return undefined;
  return new Date(ms).toISOString();
}
