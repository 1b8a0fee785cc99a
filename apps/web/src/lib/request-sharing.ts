import { TIMINGS } from '@kurz/shared';

export interface RequestSharingOptions {
  expiryMs?: number;
  now?: () => number;
}

interface Entry {
  promise: Promise<unknown>;
  startedAt: number;
}

/**
 * Identical requests in flight share one promise (spec 000 §7): two components mounting
 * together cause one fetch. An entry older than the expiry is not reused even while still
 * pending, so one hung request cannot hold every later caller hostage.
 */
export function createRequestSharing(options: RequestSharingOptions = {}) {
  const { expiryMs = TIMINGS.requestSharingExpiry, now = () => Date.now() } = options;
  const inFlight = new Map<string, Entry>();
  const isFresh = (entry: Entry) => now() - entry.startedAt < expiryMs;

  function share<T>(key: string, start: () => Promise<T>): Promise<T> {
    for (const [staleKey, entry] of inFlight) if (!isFresh(entry)) inFlight.delete(staleKey);
    const existing = inFlight.get(key);
    if (existing) return existing.promise as Promise<T>;

    const promise = start();
    const entry: Entry = { promise, startedAt: now() };
    inFlight.set(key, entry);
    // Only this entry: a newer request under the same key may have replaced it by now.
    const forget = () => {
      if (inFlight.get(key) === entry) inFlight.delete(key);
    };
    promise.then(forget, forget);
    return promise;
  }

  return {
    share,
    /** How many requests are shared right now (for tests and the debug console). */
    get size() {
      return inFlight.size;
    },
  };
}

export type RequestSharing = ReturnType<typeof createRequestSharing>;
