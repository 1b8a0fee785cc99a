import type { BillingCycle } from '@kurz/shared';
import type { PlanRow } from './billing-api';
import { formatCents } from './format-price';

/** Free shows $0, Enterprise 'Custom'; yearly prices also say what a month comes to. */
export function PlanPrice({ plan, cycle }: { plan: PlanRow; cycle: BillingCycle }) {
  const monthly = plan.price_monthly;
  if (monthly === null) {
    return (
      <p className="text-4xl font-bold tracking-tight text-slate-900 dark:text-white">Custom</p>
    );
  }
  const isYearly = cycle === 'yearly' && monthly > 0;
  const amount = isYearly ? (plan.price_yearly ?? monthly * 12) : monthly;
  return (
    <div>
      <p className="flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900 dark:text-white">
          {formatCents(amount)}
        </span>
        <span className="text-sm font-medium text-slate-600 dark:text-slate-400">
          {isYearly ? '/year' : '/month'}
        </span>
      </p>
      {isYearly && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {formatCents(Math.round(amount / 12))}/month, billed yearly
        </p>
      )}
    </div>
  );
}
