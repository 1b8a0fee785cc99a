import { TIMINGS } from '@kurz/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/stub-fetch';
import {
  createPendingUrl,
  onPendingUrlOutcome,
  type PendingUrlOutcome,
  schedulePendingUrlCreation,
} from './create-pending-url';
import { readPendingUrl, savePendingUrl } from './pending-url';

let outcomes: PendingUrlOutcome[];
let unsubscribe: () => void;

beforeEach(() => {
  outcomes = [];
  unsubscribe = onPendingUrlOutcome((outcome) => outcomes.push(outcome));
});
afterEach(() => {
  unsubscribe();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const pending = {
  fullUrl: 'https://example.com/docs',
  customShort: 'my-link',
  useCustomDomain: false,
};

describe('creating the pending URL after sign-in', () => {
  it('submits it about 100 ms after sign-in, announces the short URL and clears it', async () => {
    vi.useFakeTimers();
    const fetch = stubFetch({
      'POST /api/shorten': { body: { shortened_url: 'https://kurz.link/my-link' } },
    });
    savePendingUrl(pending);
    schedulePendingUrlCreation('u1');
    await vi.advanceTimersByTimeAsync(TIMINGS.profileLoadAfterSignIn - 1);
    expect(fetch.mock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(outcomes).toHaveLength(1));
    expect(fetch.bodies('POST /api/shorten')).toEqual([
      {
        full_url: 'https://example.com/docs',
        short_url: 'my-link',
        user_id: 'u1',
        use_custom_domain: false,
      },
    ]);
    expect(outcomes).toEqual([
      { kind: 'created', shortUrl: 'https://kurz.link/my-link', fullUrl: pending.fullUrl },
    ]);
    expect(readPendingUrl()).toBeNull();
  });

  it('clears it on failure too, announcing the shortener message', async () => {
    stubFetch({
      'POST /api/shorten': { status: 400, body: { error: 'Short URL already exists' } },
    });
    savePendingUrl(pending);
    await createPendingUrl('u1');
    expect(outcomes).toEqual([
      {
        kind: 'failed',
        message: 'This custom short URL is already taken. Please choose a different one.',
        fullUrl: pending.fullUrl,
      },
    ]);
    expect(readPendingUrl()).toBeNull();
  });

  it('does nothing without a pending URL', async () => {
    const fetch = stubFetch({});
    await createPendingUrl('u1');
    expect(fetch.mock).not.toHaveBeenCalled();
    expect(outcomes).toEqual([]);
  });

  it('submits once when sign-in is reported twice', async () => {
    const fetch = stubFetch({
      'POST /api/shorten': { body: { shortened_url: 'https://kurz.link/x' } },
    });
    savePendingUrl(pending);
    await Promise.all([createPendingUrl('u1'), createPendingUrl('u1')]);
    expect(fetch.bodies('POST /api/shorten')).toHaveLength(1);
  });

  it('keeps an outcome nobody heard yet for the first listener', async () => {
    unsubscribe();
    stubFetch({ 'POST /api/shorten': { body: { shortened_url: 'https://kurz.link/late' } } });
    savePendingUrl(pending);
    await createPendingUrl('u1');
    unsubscribe = onPendingUrlOutcome((outcome) => outcomes.push(outcome));
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['created']);
  });
});
