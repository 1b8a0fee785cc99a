import type { BillingCycle } from '@kurz/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../app/auth-context';
import { buttonClassName } from '../../app/ui/button-styles';
import { fetchSubscriptionPlans } from './billing-api';
import { BillingCycleToggle } from './billing-cycle-toggle';
import { CATALOG_PLANS } from './catalog-plans';
import { PlanCard } from './plan-card';
import { PricingFaq } from './pricing-faq';
import { usePlanClick } from './use-plan-click';

/** /pricing (spec 001 §2): plan cards, the cycle toggle, the FAQ and the analytics preview. */
export function PricingPage() {
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const { user, profile, isLoading } = useAuth();
  const plans = useQuery({
    queryKey: ['subscription-plans'],
    queryFn: fetchSubscriptionPlans,
    placeholderData: CATALOG_PLANS,
  });
  const data = plans.data ?? CATALOG_PLANS;
  const { onChoose, workingPlan } = usePlanClick(cycle);
  const currentPlan = user ? (profile?.subscription_plan ?? 'free') : null;
  // Until we know who is looking, a button could promise the wrong thing: wait.
  const isWaitingForProfile = isLoading || (user !== null && profile === null);

  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <title>Pricing · Kurz</title>
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
          Pricing
        </h1>
        <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
          Start free. Upgrade for custom domains, analytics, QR codes and the API.
        </p>
      </div>
      <div className="mt-10">
        <BillingCycleToggle value={cycle} onChange={setCycle} />
      </div>
      {plans.isError && (
        <p
          role="alert"
          className="mx-auto mt-8 max-w-2xl rounded-lg bg-red-50 px-4 py-3 text-center text-sm text-red-800 ring-1 ring-red-200 ring-inset dark:bg-red-500/10 dark:text-red-200 dark:ring-red-500/30"
        >
          {plans.error.message}
        </p>
      )}
      {!data.billing_enabled && (
        <p
          role="note"
          className="mx-auto mt-8 max-w-2xl rounded-lg bg-amber-50 px-4 py-3 text-center text-sm text-amber-900 ring-1 ring-amber-200 ring-inset dark:bg-amber-500/10 dark:text-amber-100 dark:ring-amber-500/30"
        >
          Online payments are not configured on this server yet, so upgrades cannot be bought here.
          An admin can set plans from the Admin Testing Panel.
        </p>
      )}
      <ul className="mt-14 grid gap-8 md:grid-cols-2 xl:grid-cols-4">
        {data.plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            cycle={cycle}
            currentPlan={currentPlan}
            isWorking={workingPlan === plan.id}
            isBusy={workingPlan !== null || isWaitingForProfile}
            onChoose={(id) => void onChoose(id)}
          />
        ))}
      </ul>
      <section className="mx-auto mt-16 max-w-3xl rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-600 p-8 text-center text-white">
        <h2 className="text-2xl font-bold">See what your clicks tell you</h2>
        <p className="mt-2 text-indigo-100">
          Premium and higher plans include advanced analytics: countries, devices, referrers and
          trends for every link.
        </p>
        <Link
          to="/features/analytics"
          className={buttonClassName('secondary', 'lg', 'mt-6 border-white')}
        >
          Preview Analytics Dashboard
        </Link>
      </section>
      <PricingFaq />
    </div>
  );
}
