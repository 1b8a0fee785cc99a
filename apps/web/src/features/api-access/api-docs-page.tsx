import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { focusRing } from '../../app/ui/focus-ring';
import { ApiAccessHeader } from './api-access-nav';
import { ReferenceSkeleton } from './reference/reference-skeleton';

const ApiReference = lazy(() => import('./reference/api-reference'));

/** /user/api-access/docs: the OpenAPI reference, with "try it" against the user's own key. */
export function ApiDocsPage() {
  return (
    <section className="w-full py-10 sm:py-14">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <ApiAccessHeader
          title="API Documentation"
          lead="Every /api/v1 endpoint with its fields, errors and examples, generated from the server's own schemas."
          isWorkspaced={false}
        />
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          To try a request, paste a key from{' '}
          <Link
            to="/user/api-access"
            className={`rounded font-medium text-indigo-700 hover:underline dark:text-indigo-300 ${focusRing}`}
          >
            your API keys
          </Link>{' '}
          into the API key field below. It stays on this page: reloading forgets it. Requests are
          real and count towards your usage.
        </p>
      </div>
      <div className="mt-8">
        <Suspense fallback={<ReferenceSkeleton />}>
          <ApiReference />
        </Suspense>
      </div>
    </section>
  );
}
