import { Invalid } from '../errors.js';

/** yourls_url's columns in the table's order: an INSERT without a column list means these. */
const YOURLS_COLUMNS = ['keyword', 'url', 'title', 'timestamp', 'ip', 'clicks'];

type Token =
  | { kind: 'word' | 'ident' | 'punct'; text: string; line: number }
  | { kind: 'string' | 'number'; text: string; line: number };

/** One VALUES tuple of the links table: its place among them and its values by column. */
export interface YourlsRecord {
  ordinal: number;
  values: Record<string, string | null>;
  /** Set when the tuple's length does not match the column list. */
  error?: string;
}

/** Looks like an SQL dump rather than a CSV: it opens with a comment or a statement. */
export function looksLikeSqlDump(text: string): boolean {
  return (
    /^\s*(--|#|\/\*|(SET|INSERT|CREATE|DROP|LOCK|USE|START|BEGIN)\b)/i.test(text) &&
    /\bINSERT\s+/i.test(text)
  );
}

/**
 * The rows of every INSERT (or REPLACE) into YOURLS's links table (`yourls_url`, or
 * another prefix's `…_url`) in a mysqldump or phpMyAdmin export: extended inserts, `\`
 * escapes and doubled quotes, comments; other tables and statements are skipped. A
 * syntax error anywhere throws Invalid naming the line, since the dump's rows cannot be
 * trusted past it.
 */
export function parseYourlsSql(text: string): YourlsRecord[] {
  const tokens = tokenize(text);
  const records: YourlsRecord[] = [];
  let start = 0;
  let tables = 0;
  for (let index = 0; index <= tokens.length; index++) {
    const token = tokens[index];
    if (token && !(token.kind === 'punct' && token.text === ';')) continue;
    const statement = tokens.slice(start, index);
    start = index + 1;
    if (readInsert(statement, records)) tables += 1;
  }
  if (tables === 0) {
    throw new Invalid(
      'The SQL file has no INSERT INTO `yourls_url`: export the links table of YOURLS (mysqldump or phpMyAdmin)',
    );
  }
  return records;
}

function readInsert(statement: Token[], records: YourlsRecord[]): boolean {
  const first = statement[0];
  if (first?.kind !== 'word' || !/^(INSERT|REPLACE)$/i.test(first.text)) return false;
  let at = 1;
  while (statement[at]?.kind === 'word' && !/^INTO$/i.test(statement[at]?.text ?? '')) at++;
  if (!/^INTO$/i.test(statement[at]?.text ?? '')) return false;
  at++;
  let table = nameAt(statement, at);
  at++;
  if (statement[at]?.text === '.' && statement[at]?.kind === 'punct') {
    table = nameAt(statement, at + 1);
    at += 2;
  }
  if (!table || !/(^|_)url$/i.test(table)) return false;

  const fail = (expected: string): never => {
    const token = statement[at] ?? statement[statement.length - 1];
    throw new Invalid(
      `The SQL file has a syntax error at line ${token?.line ?? 1}: expected ${expected}${token && statement[at] ? `, found ${token.text.slice(0, 40)}` : ' before the statement ends'}`,
    );
  };
  const punct = (text: string) => {
    const token = statement[at];
    if (token?.kind !== 'punct' || token.text !== text) fail(`"${text}"`);
    at++;
  };
  let columns = YOURLS_COLUMNS;
  if (statement[at]?.kind === 'punct' && statement[at]?.text === '(') {
    at++;
    columns = [];
    for (;;) {
      const name = nameAt(statement, at);
      if (!name) fail('a column name');
      columns.push(String(name).toLowerCase());
      at++;
      if (statement[at]?.text === ',' && statement[at]?.kind === 'punct') {
        at++;
        continue;
      }
      punct(')');
      break;
    }
  }
  if (!/^VALUES?$/i.test(statement[at]?.text ?? '') || statement[at]?.kind !== 'word')
    fail('VALUES');
  at++;
  for (;;) {
    punct('(');
    const values: (string | null)[] = [];
    for (;;) {
      const token = statement[at];
      if (token?.kind === 'punct' && token.text === '-' && statement[at + 1]?.kind === 'number') {
        values.push(`-${statement[at + 1]?.text}`);
        at += 2;
      } else if (token?.kind === 'string' || token?.kind === 'number') {
        values.push(token.text);
        at++;
      } else if (token?.kind === 'word') {
        values.push(/^NULL$/i.test(token.text) ? null : token.text);
        at++;
      } else {
        fail('a value');
      }
      if (statement[at]?.kind === 'punct' && statement[at]?.text === ',') {
        at++;
        continue;
      }
      punct(')');
      break;
    }
    const record: YourlsRecord = { ordinal: records.length + 1, values: {} };
    columns.forEach((name, index) => {
      record.values[name] = values[index] ?? null;
    });
    if (values.length !== columns.length) {
      record.error = `The row has ${values.length} values; the column list has ${columns.length}`;
    }
    records.push(record);
    if (statement[at]?.kind === 'punct' && statement[at]?.text === ',') {
      at++;
      continue;
    }
    // ON DUPLICATE KEY UPDATE … changes nothing we read.
    if (at < statement.length && !/^ON$/i.test(statement[at]?.text ?? '')) fail('"," or ";"');
    return true;
  }
}

function nameAt(statement: Token[], at: number): string | undefined {
  const token = statement[at];
  return token?.kind === 'ident' || token?.kind === 'word' ? token.text : undefined;
}

const ESCAPES: Record<string, string> = {
  '0': '\0',
  b: '\b',
  n: '\n',
  r: '\r',
  t: '\t',
  Z: '\x1a',
};

/** MySQL's lexical rules, as far as a dump uses them. */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let line = 1;
  let at = 0;
  const unterminated = (what: string, from: number): never => {
    throw new Invalid(`The SQL file has a syntax error at line ${from}: ${what} is never closed`);
  };
  while (at < text.length) {
    const char = text[at] as string;
    if (char === '\n') {
      line++;
      at++;
    } else if (/\s/.test(char)) {
      at++;
    } else if (
      char === '#' ||
      (char === '-' && text.startsWith('-- ', at)) ||
      text.startsWith('--\n', at) ||
      text.startsWith('--\r', at)
    ) {
      const end = text.indexOf('\n', at);
      at = end === -1 ? text.length : end;
    } else if (text.startsWith('/*', at)) {
      const end = text.indexOf('*/', at + 2);
      if (end === -1) unterminated('a /* comment', line);
      line += countLines(text, at, end);
      at = end + 2;
    } else if (char === "'" || char === '"') {
      const from = line;
      let value = '';
      at++;
      for (;;) {
        if (at >= text.length) unterminated('a quoted string', from);
        const next = text[at] as string;
        if (next === '\\' && at + 1 < text.length) {
          const escaped = text[at + 1] as string;
          value += ESCAPES[escaped] ?? escaped;
          if (escaped === '\n') line++;
          at += 2;
        } else if (next === char && text[at + 1] === char) {
          value += char;
          at += 2;
        } else if (next === char) {
          at++;
          break;
        } else {
          if (next === '\n') line++;
          value += next;
          at++;
        }
      }
      tokens.push({ kind: 'string', text: value, line: from });
    } else if (char === '`') {
      const end = text.indexOf('`', at + 1);
      if (end === -1) unterminated('a `name`', line);
      tokens.push({ kind: 'ident', text: text.slice(at + 1, end), line });
      line += countLines(text, at, end);
      at = end + 1;
    } else if (/[0-9]/.test(char)) {
      const match = /^[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?/.exec(text.slice(at, at + 64));
      const number = match?.[0] ?? char;
      tokens.push({ kind: 'number', text: number, line });
      at += number.length;
    } else if (/[A-Za-z_$]/.test(char)) {
      const match = /^[A-Za-z0-9_$]+/.exec(text.slice(at, at + 256));
      const word = match?.[0] ?? char;
      tokens.push({ kind: 'word', text: word, line });
      at += word.length;
    } else {
      tokens.push({ kind: 'punct', text: char, line });
      at++;
    }
  }
  return tokens;
}

function countLines(text: string, from: number, to: number): number {
  let count = 0;
  for (
    let index = text.indexOf('\n', from);
    index !== -1 && index < to;
    index = text.indexOf('\n', index + 1)
  ) {
    count++;
  }
  return count;
}
