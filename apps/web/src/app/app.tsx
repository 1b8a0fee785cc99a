import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './error-boundary/app-error-boundary';
import { createQueryClient } from './query-client';
import { router } from './router';
import { ToastProvider } from './toasts/toast-provider';

const queryClient = createQueryClient();

export function App() {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
