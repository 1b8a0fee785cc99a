import http from 'node:http';
import { SHORT_HOST } from './fault-env.js';
import { SERVED_BY } from './haproxy-process.js';
import type { KurzMachine } from './kurz-machines.js';
import type { Tally } from './load-tally.js';

// What the scale-out scenarios' visitors do besides the load: watch a link, guess a password.

/**
 * Polls `code` on `machine` directly until it redirects to `url` (5 s at most): the ms
 * from the first poll to the answer with `url`, and how many answers still had the old
 * one (0: the first poll saw the edit; its ms are then one request's time under load).
 */
export async function untilRedirectsTo(
  tally: Tally,
  machine: KurzMachine,
  code: string,
  url: string,
): Promise<{ ms: number; stale: number }> {
  const started = performance.now();
  let stale = 0;
  while (performance.now() - started < 5000) {
    const { headers } = await tally.get(machine.url, `/${code}`);
    if (headers.location === url) return { ms: Math.round(performance.now() - started), stale };
    stale++;
  }
  return { ms: Number.POSITIVE_INFINITY, stale };
}

/**
 * A wrong password posted to `code` through `base` by the client `ip` (X-Forwarded-For):
 * the status, and the process that answered.
 */
export function guessPassword(base: string, code: string, ip: string) {
  return new Promise<{ status: number; servedBy: string }>((resolve, reject) => {
    const request = http.request(`${base}/${code}`, {
      method: 'POST',
      agent: false,
      headers: {
        host: SHORT_HOST,
        'x-forwarded-for': ip,
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
    request.on('response', (response) => {
      response.resume();
      const servedBy = String(response.headers[SERVED_BY] ?? 'haproxy');
      response.on('end', () => resolve({ status: response.statusCode ?? 0, servedBy }));
    });
    request.on('error', reject);
    request.end('password=not-it');
  });
}
