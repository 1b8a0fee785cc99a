import { TIMINGS } from '@kurz/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savePendingUrl } from '../../lib/pending-url';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { renderLoadedRoute, renderRoute } from '../../test/render-route';
import { stubFetch } from '../../test/stub-fetch';
import { adaOn, VISITOR } from './shortener/shortener-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const WAIT = { timeout: 3000 };

describe('the / and /create routing rule (spec 000 §2)', () => {
  it.each(['premium', 'pro'] as const)('replaces / with /create for a %s user', async (plan) => {
    stubFetch(adaOn(plan));
    const { router } = renderRoute('/', { withAuth: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create Short Link' }, WAIT),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/create');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps a free user on /', async () => {
    stubFetch(adaOn('free'));
    const { router } = renderRoute('/', { withAuth: true });
    await screen.findByRole('button', { name: 'Shorten URL' }, WAIT);
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['a visitor', VISITOR],
    ['a free user', adaOn('free')],
  ])('replaces /create with / for %s, after waiting for auth', async (_label, routes) => {
    stubFetch(routes);
    const { router } = renderRoute('/create', { withAuth: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), WAIT);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a signed-in user home when the profile fails to load', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      stubFetch({ ...adaOn('free'), 'GET /api/profile': { status: 500, body: { error: 'down' } } });
      const { router } = await renderLoadedRoute('/create', { withAuth: true });
      await screen.findByRole('button', { name: 'Ada Lovelace' });
      expect(router.state.location.pathname).toBe('/create');
      await vi.advanceTimersByTimeAsync(TIMINGS.profileRefreshTimeout + 500);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the home page and the pending URL', () => {
  it('drops a stale pending URL when it loads', () => {
    stubFetch(VISITOR);
    savePendingUrl(
      { fullUrl: 'https://example.com', useCustomDomain: false },
      Date.now() - TIMINGS.pendingUrlLifetime - 1,
    );
    renderRoute('/', { withAuth: true });
    expect(sessionStorage.getItem(STORAGE_KEYS.pendingUrl)).toBeNull();
  });

  it('keeps a fresh one, which /auth then shows', async () => {
    stubFetch(VISITOR);
    savePendingUrl({ fullUrl: 'https://example.com/fresh', useCustomDomain: false });
    renderRoute('/', { withAuth: true });
    expect(sessionStorage.getItem(STORAGE_KEYS.pendingUrl)).not.toBeNull();
  });

  it("titles /auth 'Almost there!' and shows the pending link", async () => {
    stubFetch(VISITOR);
    savePendingUrl({ fullUrl: 'https://example.com/fresh', useCustomDomain: false });
    await renderLoadedRoute('/auth', { withAuth: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Almost there!' })).toBeVisible();
    expect(screen.getByText(/https:\/\/example\.com\/fresh/)).toBeVisible();
  });
});
