import { LinkButton } from '../../app/ui/link-button';
import { Shortener } from './shortener/shortener';

export function Hero() {
  return (
    <section className="relative isolate overflow-hidden border-b border-slate-200 dark:border-slate-800">
      {/* Decorative glow; the gradients are the only "image" on the page. */}
      <div aria-hidden="true" className="hero-glow absolute inset-0 -z-10" />
      <div className="mx-auto max-w-4xl px-4 pt-16 pb-20 text-center sm:px-6 sm:pt-24 sm:pb-28">
        <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-white/70 px-3 py-1 text-sm font-medium text-indigo-700 dark:border-indigo-500/30 dark:bg-slate-900/60 dark:text-indigo-200">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-indigo-500" />
          Analytics, QR codes and custom domains
        </p>
        <h1 className="mt-6 bg-gradient-to-br from-slate-900 via-indigo-800 to-violet-700 bg-clip-text text-4xl leading-tight font-extrabold tracking-tight text-balance text-transparent sm:text-6xl sm:leading-[1.05] dark:from-white dark:via-indigo-200 dark:to-fuchsia-300">
          Transform long URLs into short, shareable links
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-slate-600 sm:text-xl dark:text-slate-300">
          Paste a link, get a short one you can share anywhere, and see how it performs.
        </p>
        <Shortener />
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <LinkButton to="/pricing" size="lg">
            See plans and pricing
          </LinkButton>
          <LinkButton to="/features/analytics" variant="secondary" size="lg">
            Explore analytics
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
