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
    renderRoute('/user/dashboard?success=true', { withAuth: true });
    await waitFor(() => expect(profileReads(fetch)).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(profileReads(fetch)).toBe(1);
    await waitFor(() => expect(profileReads(fetch)).toBe(2), { timeout: 1500 });
  });
});
