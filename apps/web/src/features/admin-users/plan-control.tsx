import { PLANS, type Plan, planName } from '@kurz/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../app/ui/confirm-dialog';
import { focusRing } from '../../app/ui/focus-ring';
import type { AdminUser } from './admin-users-api';
import { useChangeUser } from './use-admin-users';

/** The user's plan as a select; a new choice is confirmed before it is set. */
export function PlanControl({ user }: { user: AdminUser }) {
  const [pending, setPending] = useState<Plan | null>(null);
  const close = () => setPending(null);
  const submit = useChangeUser(user, close);
  return (
    <>
      <select
        aria-label={`Plan of ${user.email}`}
        value={user.subscription_plan}
        onChange={(event) => setPending(event.target.value as Plan)}
        className={`block w-full max-w-40 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm dark:border-slate-700 dark:bg-slate-900 dark:text-white ${focusRing}`}
      >
        {PLANS.map((plan) => (
          <option key={plan} value={plan}>
            {planName(plan)}
          </option>
        ))}
      </select>
      {pending ? (
        <ConfirmDialog
          title={`Set the plan to ${planName(pending)}?`}
          submit={{ ...submit, run: () => submit.run({ subscription_plan: pending }) }}
          confirmLabel="Set plan"
          busyLabel="Saving..."
          variant="primary"
          onClose={close}
        >
          <p>
            {user.email} moves from {planName(user.subscription_plan)} to {planName(pending)} now,
            with its limits. They get an email saying so. Nothing is charged or refunded through
            Stripe.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
