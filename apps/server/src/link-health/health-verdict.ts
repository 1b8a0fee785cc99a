import type { LinkHealth } from '@kurz/shared';
import type { FetchFailure } from '../net/fetch-failure.js';

export type HealthVerdict = Pick<LinkHealth, 'status' | 'detail'>;

/**
 * An HTTP answer's verdict: 4xx and 5xx are broken, except 429, which says the site is
 * there and only limiting our checker (a busy site is not a broken link).
 */
export function verdictOfStatus(status: number): HealthVerdict {
  const isBroken = status >= 400 && status !== 429;
  return { status: isBroken ? 'broken' : 'ok', detail: String(status) };
}

/** Why the fetch failed, in the owner's words; every failure is a broken link. */
export function verdictOfFailure(failure: FetchFailure): HealthVerdict {
  return { status: 'broken', detail: failureDetail(failure) };
}

const TLS_CERTIFICATE = /CERT|SIGNATURE|ISSUER/;
const TLS_HANDSHAKE = /^ERR_SSL_|^ERR_TLS_|^EPROTO$/;
const CONNECT_DETAILS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ETIMEDOUT: 'timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'host unreachable',
};

function failureDetail(failure: FetchFailure): string {
  switch (failure.reason) {
    case 'dns':
      return 'DNS name not found';
    case 'refused-address':
      return 'private address refused';
    case 'timeout':
      return 'timed out';
    case 'too-many-redirects':
      return 'too many redirects';
    case 'response':
      return 'answer broken off';
    case 'bad-url':
      return 'not a web address we can check';
    case 'connect':
      return connectDetail(codeOf(failure.cause));
  }
}

function connectDetail(code: string): string {
  if (TLS_CERTIFICATE.test(code)) return 'TLS certificate error';
  if (TLS_HANDSHAKE.test(code)) return 'TLS handshake failed';
  return CONNECT_DETAILS[code] ?? 'no answer';
}

function codeOf(cause: unknown): string {
  const code = (cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : '';
}
