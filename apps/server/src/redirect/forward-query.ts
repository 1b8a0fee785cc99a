import type { QueryPrecedence } from '@kurz/shared';

/**
 * `destination` with the visitor's query string (from `requestUrl`, a request's path and
 * query) merged in after the destination's own parameters. On a clash of names,
 * `precedence` says whose parameters stay; the fragment stays at the end. Both sides keep
 * their own encoding: re-serialising would change what some destinations read.
 */
export function withVisitorQuery(
  destination: string,
  requestUrl: string,
  precedence: QueryPrecedence,
): string {
  const queryAt = requestUrl.indexOf('?');
  if (queryAt === -1) return destination;
  const visitor = segmentsOf(requestUrl.slice(queryAt + 1))
    .filter((segment) => segment !== QR_MARKER)
    .map(safeInLocation);
  if (visitor.length === 0) return destination;

  const hashAt = destination.indexOf('#');
  const base = hashAt === -1 ? destination : destination.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : destination.slice(hashAt);
  const ownAt = base.indexOf('?');
  const path = ownAt === -1 ? base : base.slice(0, ownAt);
  let own = ownAt === -1 ? [] : segmentsOf(base.slice(ownAt + 1));
  let added = visitor;
  if (precedence === 'destination') {
    const taken = new Set(own.map(nameOf));
    added = visitor.filter((segment) => !taken.has(nameOf(segment)));
    if (added.length === 0) return destination;
  } else {
    const taken = new Set(visitor.map(nameOf));
    own = own.filter((segment) => !taken.has(nameOf(segment)));
  }
  return `${path}?${[...own, ...added].join('&')}${fragment}`;
}

/** Our QR codes' links carry it to tell scans apart (qr/qr-link.ts): it is not the visitor's. */
const QR_MARKER = 'qr=1';

function segmentsOf(query: string): string[] {
  return query.split('&').filter((segment) => segment !== '');
}

/** A parameter's name as a form decodes it, so `a%20b` and `a+b` are one name. */
function nameOf(segment: string): string {
  const equals = segment.indexOf('=');
  const raw = (equals === -1 ? segment : segment.slice(0, equals)).replaceAll('+', ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * A request target may hold bytes a Location header or a URL may not (spaces, quotes,
 * `#`, bytes above 0x7f as Node reads them): each is percent-encoded, and the rest kept.
 */
function safeInLocation(segment: string): string {
  return segment.replace(UNSAFE, (char) => {
    const code = char.charCodeAt(0);
    if (code > 0xff) return encodeURIComponent(char);
    return `%${code.toString(16).toUpperCase().padStart(2, '0')}`;
  });
}

const UNSAFE = /[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/g;
