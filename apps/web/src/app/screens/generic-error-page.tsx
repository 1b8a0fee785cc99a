import { Button } from '../ui/button';
import { buttonClassName } from '../ui/button-styles';

interface GenericErrorPageProps {
  title: string;
  message: string;
  /** When given, a 'Try Again' button calls it. */
  onRetry?: () => void;
}

/**
 * The error screen of spec 000 §2. 'Go Home' is a plain link, not a router link: it also
 * serves the top-level error boundary, outside the router, and a full load after an error
 * starts from clean state.
 */
export function GenericErrorPage({ title, message, onRetry }: GenericErrorPageProps) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <div
        aria-hidden="true"
        className="mb-6 flex size-14 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-500/15 dark:text-red-300"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M12 8v5m0 3.5v.01M10.3 3.9 2.6 17.2A2 2 0 0 0 4.3 20h15.4a2 2 0 0 0 1.7-2.8L13.7 3.9a2 2 0 0 0-3.4 0Z" />
        </svg>
      </div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {title}
      </h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{message}</p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        {onRetry && (
          <Button size="lg" onClick={onRetry}>
            Try Again
          </Button>
        )}
        <a href="/" className={buttonClassName(onRetry ? 'secondary' : 'primary', 'lg')}>
          Go Home
        </a>
      </div>
      <p className="mt-12 text-sm text-slate-600 dark:text-slate-400">
        Free URL shortener • No registration required
      </p>
    </section>
  );
}
