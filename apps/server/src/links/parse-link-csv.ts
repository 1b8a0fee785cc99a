import {
  EXPORT_ONLY_COLUMNS,
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  ImportRow,
  unescapedCsvCell,
} from '@kurz/shared';
import { CsvError, parse } from 'csv-parse/sync';
import { Invalid } from '../errors.js';

type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** A data row: its spreadsheet row number and either the parsed row or why it is unusable. */
export type ParsedCsvRow =
  | { row: number; input: ImportRow; raw: Record<string, string>; error?: undefined }
  | { row: number; input?: undefined; raw: Record<string, string>; error: string };

export interface ParsedLinkCsv {
  rows: ParsedCsvRow[];
  ignoredColumns: string[];
}

const SEPARATORS = [',', ';', '\t'] as const;
const NUMBER_COLUMNS = new Set<ImportColumn>(['redirect_type', 'max_clicks']);

/** The API's names (full_url, short_url) and other shorteners' (long_url) for our columns. */
const COLUMN_ALIASES: Record<string, ImportColumn> = {
  full_url: 'url',
  long_url: 'url',
  destination: 'url',
  short_url: 'code',
};

/**
 * A links CSV: header row required (names case-insensitive, `url` among them), the
 * separator (`,` `;` or tab) the one the header uses most, a BOM ignored. Rows are
 * numbered as a spreadsheet shows them (header 1, blank lines counted but skipped), so a
 * report's row numbers point at the right line. A whole-file problem throws Invalid.
 */
export function parseLinkCsv(text: string): ParsedLinkCsv {
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') {
    throw new Invalid('The file is empty: it needs a header row with a url column, then rows');
  }
  const records = readRecords(body);
  const header = (records[0] ?? []).map((name) => {
    const column = name.trim().toLowerCase();
    return COLUMN_ALIASES[column] ?? column;
  });
  if (!header.includes('url')) {
    throw new Invalid(
      `The header row needs a url column (found: ${header.join(', ').slice(0, 200) || 'nothing'})`,
    );
  }
  const repeated = header.find((name, index) => name && header.indexOf(name) !== index);
  if (repeated) throw new Invalid(`The header names the column ${repeated} twice`);

  const data = records
    .map((cells, index) => ({ row: index + 1, cells }))
    .slice(1)
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (data.length === 0) throw new Invalid('The file has a header row but no rows to import');
  if (data.length > IMPORT_MAX_ROWS) {
    throw new Invalid(
      `A file may hold at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows; this one has ${data.length.toLocaleString('en-US')}. Split it into smaller files.`,
    );
  }
  const known = new Set<string>([...IMPORT_COLUMNS, ...EXPORT_ONLY_COLUMNS]);
  return {
    rows: data.map(({ row, cells }) => parsedRow(header, row, cells)),
    ignoredColumns: header.filter((name) => name && !known.has(name)),
  };
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

function parsedRow(header: string[], row: number, cells: string[]): ParsedCsvRow {
  const raw: Record<string, string> = {};
  header.forEach((name, index) => {
    if (name) raw[name] = unescapedCsvCell((cells[index] ?? '').trim());
  });
  if (cells.length > header.length && cells.slice(header.length).some((cell) => cell.trim())) {
    return {
      row,
      raw,
      error: `The row has ${cells.length} cells; the header has ${header.length}`,
    };
  }
  const fields: Record<string, unknown> = { row };
  for (const column of IMPORT_COLUMNS) {
    const value = raw[column];
    if (!value) continue;
    fields[column] =
      column === 'tags'
        ? value.split(',').filter((name) => name.trim())
        : NUMBER_COLUMNS.has(column) && /^\d+$/.test(value)
          ? Number(value)
          : value;
  }
  const parsed = ImportRow.safeParse(fields);
  if (parsed.success) return { row, raw, input: parsed.data };
  const issue = parsed.error.issues[0];
  // A row's column, not its place in a list: 'tags', not 'tags.0'.
  const field = String(issue?.path[0] ?? '');
  const message = issue?.message ?? 'is invalid';
  return { row, raw, error: field && !message.includes(field) ? `${field}: ${message}` : message };
}
