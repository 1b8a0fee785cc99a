import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { type AuthNavigation, AuthProvider } from '../features/auth/auth-provider';
import { PendingUrlNotice } from '../features/home/pending-url-notice';
import { AppErrorBoundary } from './error-boundary/app-error-boundary';
import { createQueryClient } from './query-client';
import { router } from './router';
import { ToastProvider } from './toasts/toast-provider';

const queryClient = createQueryClient();

const navigation: AuthNavigation = {
  currentPath: () => router.state.location.pathname,
  navigate: (to) => void router.navigate(to),
};

export function App() {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <PendingUrlNotice />
          <AuthProvider navigation={navigation}>
            <RouterProvider router={router} />
          </AuthProvider>
        </ToastProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
