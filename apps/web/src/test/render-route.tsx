import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
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
