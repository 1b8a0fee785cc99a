import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/render-route';
import { ADA_SESSION, stubFetch } from '../test/stub-fetch';

/**
 * Open redirects, web side: the app reads no "where to go next" parameter. A signed-in
 * visitor sent to /auth or /user/dashboard with one naming another site stays in the app,
 * and nothing navigates the window away. (The server's callbacks are checked in
 * apps/server/test/security/open-redirect.api.test.ts.)
 */

afterEach(() => vi.unstubAllGlobals());

const PARAMS = ['redirect', 'next', 'returnTo', 'callbackURL', 'redirectTo', 'continue'];
const TARGETS = [
  'https://evil.example/',
  '//evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
];
const CASES = ['/auth', '/auth?mode=signin', '/user/dashboard'].flatMap((page) =>
  PARAMS.flatMap((param) =>
    TARGETS.map((target) => {
      const glue = page.includes('?') ? '&' : '?';
      return `${page}${glue}${param}=${encodeURIComponent(target)}`;
    }),
  ),
);

describe('a signed-in visitor arriving with a navigation parameter', () => {
  it.each(CASES)('%s stays on the dashboard', async (url) => {
    stubFetch({
      ...ADA_SESSION,
      'GET /api/links?sort=newest&limit=25': { body: { links: [], next_cursor: null, total: 0 } },
    });
    const page = window.location.href;
    const { router } = renderRoute(url, { withAuth: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/dashboard'));
    expect(window.location.href).toBe(page);
  });
});
