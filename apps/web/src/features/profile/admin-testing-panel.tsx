import { PLAN_NAMES, PLANS, type Plan } from '@kurz/shared';
import { useId, useState } from 'react';
import { useSubmit } from '../../app/forms/use-submit';
import { useToast } from '../../app/toasts/use-toast';
import { Button } from '../../app/ui/button';
import { focusRing } from '../../app/ui/focus-ring';
import { setOwnTestPlan } from './profile-api';
import { SectionCard } from './section-card';

/** Admins switch their own plan to try each plan's screens (spec 001 §2, §4). */
export function AdminTestingPanel({
  plan,
  onChanged,
}: {
  plan: Plan;
  onChanged: () => Promise<void>;
}) {
  const toast = useToast();
  const selectId = useId();
  const [chosen, setChosen] = useState<Plan>(plan);
  const { isBusy, onSubmit } = useSubmit({
    check: () => chosen,
    send: setOwnTestPlan,
    onSuccess: async (_, changedTo) => {
      toast.success(`Subscription changed to ${PLAN_NAMES[changedTo]}`);
      await onChanged();
    },
    onError: () => toast.error('Failed to change subscription'),
  });

  return (
    <SectionCard
      title="Admin Testing Panel"
      description="Set your own plan to test what each plan sees. No billing happens."
    >
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
        <div>
          <label
            htmlFor={selectId}
            className="block text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            Test plan
          </label>
          <select
            id={selectId}
            value={chosen}
            onChange={(event) => setChosen(event.target.value as Plan)}
            className={`mt-1.5 block rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-white ${focusRing}`}
          >
            {PLANS.map((option) => (
              <option key={option} value={option}>
                {PLAN_NAMES[option]}
                {option === plan ? ' (current)' : ''}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={isBusy || chosen === plan} aria-busy={isBusy}>
          {isBusy ? 'Changing...' : 'Change Plan'}
        </Button>
      </form>
    </SectionCard>
  );
}
