import { LinkButton } from '../../app/ui/link-button';

/** What users below premium see instead of the panel (spec 001 §2). */
export function PremiumFeatureCard() {
  return (
    <section
      aria-labelledby="premium-feature"
      className="rounded-2xl border border-amber-200 bg-gradient-to-br from-amber-50 to-white p-6 text-center sm:p-8 dark:border-amber-500/30 dark:from-amber-500/10 dark:to-slate-900"
    >
      <span
        aria-hidden="true"
        className="mx-auto flex size-12 items-center justify-center rounded-full bg-amber-100 text-2xl text-amber-700 dark:bg-amber-500/15 dark:text-amber-300"
      >
        ★
      </span>
      <h2
        id="premium-feature"
        className="mt-4 text-xl font-semibold text-slate-900 dark:text-white"
      >
        Premium Feature
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Custom domains are available for Premium subscribers and above.
      </p>
      <LinkButton to="/pricing" className="mt-5">
        Upgrade to Premium
      </LinkButton>
    </section>
  );
}
