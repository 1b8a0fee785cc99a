import { type BillingCycle, YEARLY_SAVINGS_BADGE } from '@kurz/shared';
import { focusRing } from '../../app/ui/focus-ring';

const OPTIONS: { value: BillingCycle; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
];

interface BillingCycleToggleProps {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
}

/** Monthly / yearly prices, with the yearly saving badge (spec 001 §2). */
export function BillingCycleToggle({ value, onChange }: BillingCycleToggleProps) {
  return (
    <div className="flex flex-wrap items-center justify-center gap-3">
      <fieldset className="inline-flex rounded-full bg-slate-100 p-1 ring-1 ring-slate-200 ring-inset dark:bg-slate-800 dark:ring-slate-700">
        <legend className="sr-only">Billing cycle</legend>
        {OPTIONS.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={value === option.value}
            onClick={() => onChange(option.value)}
            className={`rounded-full px-5 py-2 text-sm font-semibold transition-colors ${focusRing} ${
              value === option.value
                ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
            }`}
          >
            {option.label}
          </button>
        ))}
      </fieldset>
      <span className="rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset dark:bg-emerald-500/15 dark:text-emerald-200 dark:ring-emerald-500/30">
        {YEARLY_SAVINGS_BADGE}
      </span>
    </div>
  );
}
