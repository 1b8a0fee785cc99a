import { LinkButton } from './ui/link-button';

/**
 * The stand-in for a screen whose feature is not built yet: it says so plainly instead of
 * showing made-up content. Each feature replaces its routes' element when it lands.
 */
export function PlannedScreen({ title }: { title: string }) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-20 text-center">
      <title>{`${title} · Kurz`}</title>
      <p className="rounded-full bg-indigo-50 px-3 py-1 text-sm font-semibold text-indigo-700 ring-1 ring-indigo-200 ring-inset dark:bg-indigo-500/15 dark:text-indigo-200 dark:ring-indigo-500/30">
        Coming soon
      </p>
      <h1 className="mt-6 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
        {title}
      </h1>
      <p className="mt-4 max-w-md text-lg text-slate-600 dark:text-slate-300">
        This part of Kurz is not available yet. We are building it now; please check back soon.
      </p>
      <LinkButton to="/" size="lg" className="mt-8">
        Back to home
      </LinkButton>
    </section>
  );
}
