import { TIMINGS } from '@kurz/shared';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** How long sign-out waits for the server (spec 000 §9): a local server answers fast or never. */
export function signOutTimeoutFor(hostname: string): number {
  return LOCAL_HOSTS.has(hostname) ? TIMINGS.signOutTimeoutLocalhost : TIMINGS.signOutTimeout;
}
