import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { ADA_SESSION, stubFetch } from '../../test/stub-fetch';

afterEach(() => vi.unstubAllGlobals());

const profileReads = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.mock.calls.filter(([input]) => String(input) === '/api/profile').length;

describe('the payment return', () => {
  it('reads the profile again 2 s after a successful checkout', async () => {
    const fetch = stubFetch(ADA_SESSION);
    const readAt: number[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/profile') readAt.push(performance.now());
      return fetch.mock(input, init);
    });
    const returned = performance.now();
    renderRoute('/user/dashboard?success=true', { withAuth: true });
    await waitFor(() => expect(profileReads(fetch)).toBe(1));
    // A busy machine can only make the second read later, never sooner than 2 s.
    await waitFor(() => expect(profileReads(fetch)).toBe(2), { timeout: 10_000 });
    expect((readAt[1] ?? 0) - returned).toBeGreaterThanOrEqual(2000);
  });
});
