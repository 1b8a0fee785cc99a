import { Navigate } from 'react-router';
import { LoadingSpinner } from '../../app/screens/loading-spinner';
import { Shortener } from './shortener/shortener';
import { ShortenerOptions } from './shortener/shortener-options';
import { useWantsCreate } from './use-wants-create';

/**
 * /create, the enhanced shortener for premium-or-higher users (spec 000 §2): the home
 * page's shortener with the link options: UTM parameters, redirect type, expiry.
 */
export function CreatePage() {
  const wantsCreate = useWantsCreate();
  if (wantsCreate === null) return <LoadingSpinner message="Loading..." />;
  if (!wantsCreate) return <Navigate to="/" replace />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <title>Create Short Link · Kurz</title>
      <h1 className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        Create Short Link
      </h1>
      <p className="mt-3 text-center text-slate-600 dark:text-slate-300">
        Shorten a link on our short domain or your own, tag it for your analytics, and choose how it
        redirects and when it expires.
      </p>
      <Shortener Options={ShortenerOptions} />
    </section>
  );
}
