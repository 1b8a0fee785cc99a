import { lazy, Suspense } from 'react';
import { LoadingSpinner } from '../../app/screens/loading-spinner';

// The chart library loads with this screen only, so the rest of the app stays light.
const AnalyticsPage = lazy(() => import('./analytics-page'));

/** While the screen's code loads, its heading is already in place. */
function AnalyticsLoading() {
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        Analytics
      </h1>
      <LoadingSpinner message="Loading analytics..." />
    </section>
  );
}

export function LazyAnalyticsPage() {
  return (
    <Suspense fallback={<AnalyticsLoading />}>
      <AnalyticsPage />
    </Suspense>
  );
}
