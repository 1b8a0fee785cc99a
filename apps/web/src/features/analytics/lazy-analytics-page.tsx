import { lazy, Suspense } from 'react';
import { LoadingSpinner } from '../../app/screens/loading-spinner';

// The chart library loads with this screen only, so the rest of the app stays light.
const AnalyticsPage = lazy(() => import('./analytics-page'));

export function LazyAnalyticsPage() {
  return (
    <Suspense fallback={<LoadingSpinner message="Loading analytics..." />}>
      <AnalyticsPage />
    </Suspense>
  );
}
