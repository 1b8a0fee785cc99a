import { lazy, Suspense } from 'react';
import { LoadingSpinner } from '../../app/screens/loading-spinner';

// The chart library and the API reference load with their screens only.
const ApiUsagePage = lazy(() => import('./api-usage-page'));

export function LazyApiUsagePage() {
  return (
    <Suspense fallback={<LoadingSpinner message="Loading API usage..." />}>
      <ApiUsagePage />
    </Suspense>
  );
}
