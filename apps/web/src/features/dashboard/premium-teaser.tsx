import { LinkButton } from '../../app/ui/link-button';

const PREMIUM_FEATURES = [
  'A custom domain for your links',
  '500 URLs per month instead of 100',
  'Advanced analytics',
  'QR codes and API access with Pro',
];

/** What free users are offered on their dashboard (spec 001 §2, §9). */
export function PremiumTeaser() {
  return (
    <section
      aria-labelledby="premium-teaser"
      className="rounded-2xl border border-amber-200 bg-gradient-to-br from-amber-50 to-white p-6 dark:border-amber-500/30 dark:from-amber-500/10 dark:to-slate-900"
    >
      <h2 id="premium-teaser" className="text-lg font-semibold text-slate-900 dark:text-white">
        Unlock Premium features
      </h2>
      <ul className="mt-3 grid gap-2 text-sm text-slate-700 sm:grid-cols-2 dark:text-slate-300">
        {PREMIUM_FEATURES.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="text-amber-600 dark:text-amber-400">
              ★
            </span>
            {feature}
          </li>
        ))}
      </ul>
      <LinkButton to="/pricing" variant="secondary" size="sm" className="mt-4">
        Compare plans
      </LinkButton>
    </section>
  );
}
