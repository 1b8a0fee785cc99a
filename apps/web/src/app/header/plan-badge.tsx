import { PLAN_NAMES, type Plan } from '@kurz/shared';

const TONES: Record<Plan | 'custom', string> = {
  free: 'bg-slate-100 text-slate-700 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600',
  premium:
    'bg-amber-50 text-amber-800 ring-amber-300 dark:bg-amber-500/15 dark:text-amber-200 dark:ring-amber-500/40',
  pro: 'bg-indigo-50 text-indigo-700 ring-indigo-300 dark:bg-indigo-500/15 dark:text-indigo-200 dark:ring-indigo-500/40',
  enterprise:
    'bg-violet-50 text-violet-700 ring-violet-300 dark:bg-violet-500/15 dark:text-violet-200 dark:ring-violet-500/40',
  custom:
    'bg-emerald-50 text-emerald-700 ring-emerald-300 dark:bg-emerald-500/15 dark:text-emerald-200 dark:ring-emerald-500/40',
};

interface PlanBadgeProps {
  /** null or undefined when signed out: nothing is shown. */
  plan: Plan | null | undefined;
  /** A verified custom domain outranks the plan name in the badge (spec 000 §2). */
  hasCustomDomain?: boolean;
}

export function PlanBadge({ plan, hasCustomDomain = false }: PlanBadgeProps) {
  if (!plan) return null;
  const tone = hasCustomDomain ? 'custom' : plan;
  const label = hasCustomDomain ? 'Custom Domain' : PLAN_NAMES[plan];
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]}`}
    >
      <span className="sr-only">Plan: </span>
      {label}
    </span>
  );
}
