import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { createQueryClient } from '../app/query-client';
import { appRoutes } from '../app/routes';
import { ToastProvider } from '../app/toasts/toast-provider';
import { AuthProvider } from '../features/auth/auth-provider';
import { testAuthClient } from './auth-clients';

interface RenderRouteOptions {
  /** Mount the real AuthProvider (it calls the stubbed fetch); otherwise signed out. */
  withAuth?: boolean;
  /** What a full page load does (the Authentication Error screen's buttons). */
  reload?: () => void;
}

/** The whole app at `path`, in memory: what a visitor opening that URL would get. */
export function renderRoute(path: string, { withAuth = false, reload }: RenderRouteOptions = {}) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const app = <RouterProvider router={router} />;
  const navigation = {
    currentPath: () => router.state.location.pathname,
    navigate: (to: string) => void router.navigate(to),
    reload,
  };
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        {withAuth ? (
          <AuthProvider navigation={navigation} client={testAuthClient()}>
            {app}
          </AuthProvider>
        ) : (
          app
        )}
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}

/** renderRoute once the screen's code has loaded: most screens are lazy routes. */
export async function renderLoadedRoute(path: string, options: RenderRouteOptions = {}) {
  const view = renderRoute(path, options);
  // A screen's first import can be slow on a busy machine.
  await waitFor(() => expect(view.router.state.initialized).toBe(true), { timeout: 15_000 });
  return view;
}

/**
 * renderLoadedRoute once the screen is drawn: React draws it in a transition after the
 * router's Loading... fallback. Not for screens that show Loading... themselves meanwhile.
 */
export async function renderDrawnRoute(path: string, options: RenderRouteOptions = {}) {
  const view = await renderLoadedRoute(path, options);
  await waitFor(() => expect(view.queryByText('Loading...')).toBeNull(), { timeout: 15_000 });
  return view;
}
