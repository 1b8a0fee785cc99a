/// <reference path="./punycode.d.ts" />
import punycode from 'punycode/punycode.js';

/** Characters that must stay escaped when shown: controls, and format marks (bidi, zero-width). */
const UNSAFE_TO_SHOW = /[\p{Cc}\p{Cf}]/u;
const AUTHORITY = /^([a-z][a-z\d+.-]*:\/\/)([^/?#]*)(.*)$/is;

/**
 * A URL as people read it: an IDN host in Unicode (`xn--bcher-kva.de` → `bücher.de`) and
 * percent-escaped UTF-8 in the path, query and fragment decoded. For showing only: links
 * store and redirect to the URL as given. Escapes that would change the URL's meaning
 * (`%2F`, `%3F`, `%23`…) or hide what it says (controls, bidi marks) stay as they are.
 */
export function readableUrl(url: string): string {
  const match = AUTHORITY.exec(url);
  if (!match) return url;
  const [, scheme = '', authority = '', rest = ''] = match;
  return `${scheme}${readableAuthority(authority)}${readableRest(rest)}`;
}

function readableAuthority(authority: string): string {
  const at = authority.lastIndexOf('@');
  const userinfo = authority.slice(0, at + 1);
  const hostPort = authority.slice(at + 1);
  if (!/(^|\.)xn--/i.test(hostPort) || hostPort.startsWith('[')) return authority;
  const colon = hostPort.lastIndexOf(':');
  const host = colon === -1 ? hostPort : hostPort.slice(0, colon);
  const port = colon === -1 ? '' : hostPort.slice(colon);
  try {
    const unicode = punycode.toUnicode(host.toLowerCase());
    return UNSAFE_TO_SHOW.test(unicode) ? authority : `${userinfo}${unicode}${port}`;
  } catch {
    return authority;
  }
}

function readableRest(rest: string): string {
  if (!rest.includes('%')) return rest;
  try {
    const decoded = decodeURI(rest);
    return UNSAFE_TO_SHOW.test(decoded) ? rest : decoded;
  } catch {
    // Not UTF-8 (or a stray %): shown as given.
    return rest;
  }
}
