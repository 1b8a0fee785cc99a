import { TIMINGS } from '@kurz/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';

/** A fetch stub whose responses the test releases by hand. */
function controlledFetch() {
  const pending: ((response: Response) => void)[] = [];
  const fetch = vi.fn(() => new Promise<Response>((resolve) => pending.push(resolve)));
  vi.stubGlobal('fetch', fetch);
  const release = (index: number, body: unknown) =>
    pending[index]?.(new Response(JSON.stringify(body), { status: 200 }));
  return { fetch, release };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('request sharing', () => {
  it('sends one fetch for two identical GETs in flight and gives both the result', async () => {
    const { fetch, release } = controlledFetch();
    const api = createApiClient();
    const first = api.get('/api/plans');
    const second = api.get('/api/plans');
    expect(fetch).toHaveBeenCalledTimes(1);
    release(0, { plans: 4 });
    await expect(Promise.all([first, second])).resolves.toEqual([{ plans: 4 }, { plans: 4 }]);
  });

  it('does not share different URLs or non-GET calls', () => {
    const { fetch } = controlledFetch();
    const api = createApiClient();
    void api.get('/api/plans');
    void api.get('/api/plans?yearly=1');
    void api.post('/api/plans', {});
    void api.post('/api/plans', {});
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('starts a new fetch once a pending entry is 8 s old', () => {
    const { fetch } = controlledFetch();
    const api = createApiClient();
    void api.get('/api/slow');
    vi.advanceTimersByTime(TIMINGS.requestSharingExpiry - 1);
    void api.get('/api/slow');
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    void api.get('/api/slow');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('removes a settled entry so the next GET fetches again', async () => {
    const { fetch, release } = controlledFetch();
    const api = createApiClient();
    const first = api.get('/api/plans');
    release(0, { version: 1 });
    await first;
    const second = api.get('/api/plans');
    expect(fetch).toHaveBeenCalledTimes(2);
    release(1, { version: 2 });
    await expect(second).resolves.toEqual({ version: 2 });
  });

  it('removes a failed entry too', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new TypeError('offline'));
    fetch.mockResolvedValueOnce(new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const api = createApiClient();
    await expect(api.get('/api/plans')).rejects.toThrow();
    await expect(api.get('/api/plans')).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
