import { describe, expect, it } from 'vitest';
import { FetchFailure, type FetchFailureReason } from '../net/fetch-failure.js';
import { verdictOfFailure, verdictOfStatus } from './health-verdict.js';

const failure = (reason: FetchFailureReason, code?: string) =>
  new FetchFailure(reason, 'failed', {
    cause: code ? Object.assign(new Error(code), { code }) : undefined,
  });

describe('a link health verdict', () => {
  it.each([
    ['a page', 200, 'ok'],
    ['not modified', 304, 'ok'],
    ['a guarded page', 403, 'broken'],
    ['a missing page', 404, 'broken'],
    ['a rate-limited checker (the site is there)', 429, 'ok'],
    ['a server error', 500, 'broken'],
    ['a gateway error', 503, 'broken'],
  ] as const)('judges %s (%i) %s', (_label, status, verdict) => {
    expect(verdictOfStatus(status)).toEqual({ status: verdict, detail: String(status) });
  });

  it.each([
    ['an unknown name', failure('dns'), 'DNS name not found'],
    ['a private address', failure('refused-address'), 'private address refused'],
    ['no answer in time', failure('timeout'), 'timed out'],
    ['a redirect loop', failure('too-many-redirects'), 'too many redirects'],
    ['an answer cut short', failure('response'), 'answer broken off'],
    [
      'an untrusted certificate',
      failure('connect', 'DEPTH_ZERO_SELF_SIGNED_CERT'),
      'TLS certificate error',
    ],
    ['an expired certificate', failure('connect', 'CERT_HAS_EXPIRED'), 'TLS certificate error'],
    [
      'a certificate for another name',
      failure('connect', 'ERR_TLS_CERT_ALTNAME_INVALID'),
      'TLS certificate error',
    ],
    [
      'plain HTTP on a TLS port',
      failure('connect', 'ERR_SSL_WRONG_VERSION_NUMBER'),
      'TLS handshake failed',
    ],
    ['a refused connection', failure('connect', 'ECONNREFUSED'), 'connection refused'],
    ['a reset connection', failure('connect', 'ECONNRESET'), 'connection reset'],
    ['an unreachable host', failure('connect', 'EHOSTUNREACH'), 'host unreachable'],
    ['any other failure to connect', failure('connect'), 'no answer'],
  ])('calls %s broken: %s', (_label, error, detail) => {
    expect(verdictOfFailure(error)).toEqual({ status: 'broken', detail });
  });
});
