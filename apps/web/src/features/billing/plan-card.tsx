import type { BillingCycle, Plan } from '@kurz/shared';
import { Link } from 'react-router';
import { buttonClassName } from '../../app/ui/button-styles';
import type { PlanRow } from './billing-api';
import { PROCESSING_LABEL, planAction } from './plan-action';
import { PlanPrice } from './plan-price';

interface PlanCardProps {
  plan: PlanRow;
  cycle: BillingCycle;
  /** null when signed out. */
  currentPlan: Plan | null;
  isWorking: boolean;
  isBusy: boolean;
  onChoose: (plan: Plan) => void;
}

export function PlanCard({ plan, cycle, currentPlan, isWorking, isBusy, onChoose }: PlanCardProps) {
  const isPopular = plan.id === 'pro';
  const action = planAction(plan.id, currentPlan);
  const headingId = `plan-${plan.id}`;
  const buttonClass = buttonClassName(isPopular ? 'primary' : 'secondary', 'lg', 'mt-8 w-full');
  return (
    <li
      aria-labelledby={headingId}
      className={`relative flex flex-col rounded-2xl bg-white p-6 shadow-sm dark:bg-slate-900 ${
        isPopular
          ? 'ring-2 ring-indigo-600 dark:ring-indigo-400'
          : 'ring-1 ring-slate-200 dark:ring-slate-800'
      }`}
    >
      {isPopular && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-indigo-600 px-3 py-1 text-xs font-semibold text-white">
          Most Popular
        </p>
      )}
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {plan.name}
      </h2>
      <p className="mt-2 min-h-10 text-sm text-slate-600 dark:text-slate-400">{plan.description}</p>
      <div className="mt-6">
        <PlanPrice plan={plan} cycle={cycle} />
      </div>
      <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-700 dark:text-slate-300">
        {(plan.features.lines ?? []).map((line) => (
          <li key={line} className="flex gap-2">
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="mt-0.5 size-4 shrink-0 text-indigo-600 dark:text-indigo-400"
              fill="currentColor"
            >
              <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
            </svg>
            {line}
          </li>
        ))}
      </ul>
      {action.kind === 'inquiry' ? (
        <Link to="/enterprise-inquiry" className={buttonClass}>
          {action.label}
        </Link>
      ) : (
        <button
          type="button"
          className={buttonClass}
          disabled={action.kind === 'current' || isBusy}
          aria-busy={isWorking || undefined}
          onClick={() => onChoose(plan.id)}
        >
          {isWorking ? PROCESSING_LABEL : action.label}
        </button>
      )}
    </li>
  );
}
