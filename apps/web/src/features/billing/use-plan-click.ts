import { BILLING_MESSAGES, type BillingCycle, type Plan } from '@kurz/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../app/auth-context';
import { useSubmit } from '../../app/forms/use-submit';
import { useToast } from '../../app/toasts/use-toast';
import { debugLog } from '../../lib/debug-log';
import { createCheckoutSession } from './billing-api';
import { navigateAway } from './navigate-away';
import { planAction } from './plan-action';
import { useBillingPortal } from './use-billing-portal';

/** The pricing click flow of spec 001 §4; `workingPlan` is the card whose button is busy. */
export function usePlanClick(billingCycle: BillingCycle) {
  const { user, profile } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const portal = useBillingPortal(BILLING_MESSAGES.changeFailed);
  const [workingPlan, setWorkingPlan] = useState<Plan | null>(null);
  const checkout = useSubmit({
    send: async (request: Parameters<typeof createCheckoutSession>[0]) =>
      navigateAway.to(await createCheckoutSession(request)),
    message: (error) => {
      const text = error instanceof Error ? error.message : '';
      return text && text !== BILLING_MESSAGES.checkoutFailed
        ? text
        : BILLING_MESSAGES.upgradeFailed;
    },
    onError: (message, error) => {
      debugLog.warn('billing', 'checkout failed', error);
      toast.error(message);
    },
  });

  async function onChoose(plan: Plan) {
    const action = planAction(plan, user ? (profile?.subscription_plan ?? 'free') : null);
    if (action.kind === 'signup') return navigate('/auth?mode=signup');
    if (action.kind === 'inquiry') return navigate('/enterprise-inquiry');
    if (action.kind === 'current') return;
    if (!user || !profile) {
      toast.error(BILLING_MESSAGES.profileNotLoaded);
      return;
    }
    setWorkingPlan(plan);
    if (action.kind === 'portal') await portal.openPortal();
    else await checkout.run({ userId: user.id, email: profile.email, plan, billingCycle });
    setWorkingPlan(null);
  }

  return { onChoose, workingPlan };
}
