import type { Plan } from '@kurz/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderLoadedRoute, renderRoute } from '../test/render-route';
import { ADA_SESSION, SIGNED_OUT_SESSION, stubFetch } from '../test/stub-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function signedInAs(plan: Plan) {
  stubFetch({
    ...ADA_SESSION,
    'GET /api/profile': {
      body: { ...ADA_SESSION['GET /api/profile'].body, subscription_plan: plan },
    },
  });
}

describe('plan access (spec 000 §2)', () => {
  it.each([
    ['free', '/user/analytics', '/features/analytics'],
    ['premium', '/user/analytics', '/user/analytics'],
    ['pro', '/user/analytics', '/user/analytics'],
    ['enterprise', '/user/analytics', '/user/analytics'],
    ['free', '/user/api-access', '/features/api'],
    ['premium', '/user/api-access', '/features/api'],
    ['premium', '/user/api-access/docs', '/features/api'],
    ['premium', '/user/api-access/usage', '/features/api'],
    ['premium', '/user/api-access/webhooks', '/features/api'],
    ['pro', '/user/api-access', '/user/api-access'],
    ['pro', '/user/api-access/docs', '/user/api-access/docs'],
    ['enterprise', '/user/api-access/usage', '/user/api-access/usage'],
    ['pro', '/user/api-access/webhooks', '/user/api-access/webhooks'],
  ] as const)('a %s user opening %s ends on %s', async (plan, path, expected) => {
    signedInAs(plan);
    const { router } = renderRoute(path, { withAuth: true });
    // Lazy routes may render before any spinner: wait for the decision, not for calm.
    await waitFor(() => {
      expect(screen.queryByRole('status')).toBeNull();
      expect(router.state.location.pathname).toBe(expected);
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(router.state.location.pathname).toBe(expected);
  });

  it('sends signed-out visitors to the teaser', async () => {
    stubFetch(SIGNED_OUT_SESSION);
    const { router } = renderRoute('/user/analytics', { withAuth: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Know who clicks your links' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/features/analytics');
  });

  it('waits for the profile before deciding, so a paying user is never bounced', async () => {
    let answerProfile: (response: Response) => void = () => {};
    stubFetch({
      ...ADA_SESSION,
      'GET /api/profile': () =>
        new Promise<Response>((resolve) => {
          answerProfile = resolve;
        }),
    });
    const { router } = renderRoute('/user/api-access', { withAuth: true });
    await waitFor(() => expect(answerProfile).not.toBe(undefined));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(router.state.location.pathname).toBe('/user/api-access');
    answerProfile(Response.json(ADA_SESSION['GET /api/profile'].body));
    expect(await screen.findByRole('heading', { level: 1, name: 'API Access' })).toBeVisible();
  });

  it('counts a profile that never arrives as free once the refresh timeout passes', async () => {
    stubFetch({ ...ADA_SESSION, 'GET /api/profile': { status: 500, body: { error: 'down' } } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = await renderLoadedRoute('/user/analytics', { withAuth: true });
    await vi.advanceTimersByTimeAsync(2000);
    expect(router.state.location.pathname).toBe('/user/analytics');
    await vi.advanceTimersByTimeAsync(10_000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/features/analytics'));
  });
});
