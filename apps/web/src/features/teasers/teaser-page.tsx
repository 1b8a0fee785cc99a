import type { ReactNode } from 'react';
import { LinkButton } from '../../app/ui/link-button';

export interface TeaserFeature {
  title: string;
  text: string;
}

interface TeaserPageProps {
  /** The plan that unlocks the feature, e.g. 'Premium'. */
  plan: string;
  title: string;
  lead: string;
  features: readonly TeaserFeature[];
  /** A picture of the feature at work. */
  preview: ReactNode;
}

/** A marketing page for a paid feature (spec 000 §2), upgrading through /pricing. */
export function TeaserPage({ plan, title, lead, features, preview }: TeaserPageProps) {
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{`${title} · Kurz`}</title>
      <div className="grid grid-cols-1 items-center gap-10 lg:grid-cols-2">
        <div>
          <p className="inline-flex rounded-full bg-indigo-50 px-3 py-1 text-sm font-semibold text-indigo-700 ring-1 ring-indigo-200 ring-inset dark:bg-indigo-500/15 dark:text-indigo-200 dark:ring-indigo-500/30">
            {plan} feature
          </p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
            {title}
          </h1>
          <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <LinkButton to="/pricing" size="lg">
              Upgrade to {plan}
            </LinkButton>
            <LinkButton to="/pricing" size="lg" variant="secondary">
              Compare plans
            </LinkButton>
          </div>
        </div>
        <div className="min-w-0">{preview}</div>
      </div>
      <ul className="mt-16 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((feature) => (
          <li
            key={feature.title}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <h2 className="font-semibold text-slate-900 dark:text-white">{feature.title}</h2>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{feature.text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-16 rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-700 px-6 py-10 text-center text-white sm:px-10">
        <h2 className="text-2xl font-bold">Ready when you are</h2>
        <p className="mx-auto mt-2 max-w-xl text-indigo-100">
          Upgrade in a minute, change or cancel any time. Every paid plan comes with a 30-day
          money-back guarantee.
        </p>
        <LinkButton to="/pricing" size="lg" variant="secondary" className="mt-6">
          See plans and prices
        </LinkButton>
      </div>
    </section>
  );
}
