import { cleanStores } from 'nanostores';
import { createKurzAuthClient, type KurzAuthClient } from '../features/auth/auth-client';

const made: KurzAuthClient[] = [];

/** A better-auth client for one rendered app: each app holds its own session. */
export function testAuthClient(): KurzAuthClient {
  const client = createKurzAuthClient();
  made.push(client);
  return client;
}

/**
 * Stops every client's session listeners at once: nanostores keeps an unmounted store
 * listening for 1 s, long enough to answer the next test's storage events with a fetch.
 */
export function stopAuthClients(): void {
  cleanStores(...made.map((client) => client.$store.atoms.session));
  made.length = 0;
}
