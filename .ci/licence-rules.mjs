// How a package's declared licence is read and judged (used by licences.mjs).

/** The licence a package.json declares, as one SPDX-like expression ('' when none). */
export function declaredLicence(manifest) {
  const { license, licenses } = manifest;
  if (typeof license === 'string') return license.trim();
  if (license?.type) return String(license.type).trim();
  // The old `licenses` array listed the licences a user could choose between.
  if (Array.isArray(licenses) && licenses.length) {
    return `(${licenses.map((l) => (typeof l === 'string' ? l : l.type)).join(' OR ')})`;
  }
  return '';
}

// Licences with no share-alike duty on Kurz's code (SPDX identifiers).
const PERMISSIVE = new Set([
  '0BSD',
  'APACHE-2.0',
  'BLUEOAK-1.0.0',
  'BSD-2-CLAUSE',
  'BSD-3-CLAUSE',
  'CC-BY-3.0',
  'CC-BY-4.0',
  'CC0-1.0',
  'ISC',
  'MIT',
  'MIT-0',
  'PYTHON-2.0',
  'UNLICENSE',
  'ZLIB',
]);
const COPYLEFT = /^(A?GPL|LGPL|SSPL|EUPL|OSL|CC-BY-SA|MPL)(-|$)/;

/** 'permissive', 'copyleft' or 'unknown' for one licence identifier. */
function judgeIdentifier(id) {
  const name = id.toUpperCase().replace(/\+$/, '');
  if (PERMISSIVE.has(name)) return 'permissive';
  if (COPYLEFT.test(name)) return 'copyleft';
  return 'unknown';
}

const RANK = { permissive: 0, unknown: 1, copyleft: 2 };
const best = (verdicts) => verdicts.reduce((a, b) => (RANK[a] <= RANK[b] ? a : b));
const worst = (verdicts) => verdicts.reduce((a, b) => (RANK[a] >= RANK[b] ? a : b));

/**
 * The verdict on an SPDX expression: with OR the best choice counts, with AND the worst;
 * `X WITH exception` is judged as X. Anything unreadable or absent is 'unknown'.
 */
export function judgeLicence(expression) {
  const tokens = expression.match(/\(|\)|[^\s()]+/g) ?? [];
  let position = 0;
  const peek = () => tokens[position]?.toUpperCase();
  const parseOr = () => {
    const verdicts = [parseAnd()];
    while (peek() === 'OR') {
      position += 1;
      verdicts.push(parseAnd());
    }
    return best(verdicts);
  };
  const parseAnd = () => {
    const verdicts = [parseTerm()];
    while (peek() === 'AND') {
      position += 1;
      verdicts.push(parseTerm());
    }
    return worst(verdicts);
  };
  const parseTerm = () => {
    const token = tokens[position++];
    if (token === undefined) return 'unknown';
    if (token === '(') {
      const verdict = parseOr();
      position += 1; // the closing parenthesis
      return verdict;
    }
    if (peek() === 'WITH') position += 2;
    return judgeIdentifier(token);
  };
  if (!tokens.length) return 'unknown';
  const verdict = parseOr();
  return position === tokens.length ? verdict : 'unknown';
}
