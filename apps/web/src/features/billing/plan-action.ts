import { PLAN_NAMES, type Plan, planLevel } from '@kurz/shared';

export type PlanActionKind = 'signup' | 'checkout' | 'portal' | 'inquiry' | 'current';

export interface PlanAction {
  kind: PlanActionKind;
  label: string;
}

/**
 * What a plan card's button says and does (spec 001 §2 and §4): signed out → sign-up;
 * the current plan → nothing; a lower plan → the billing portal; a higher one → checkout;
 * Enterprise → the inquiry form. `currentPlan` null means signed out.
 */
export function planAction(card: Plan, currentPlan: Plan | null): PlanAction {
  if (card === 'enterprise' && currentPlan !== 'enterprise')
    return { kind: 'inquiry', label: 'Contact Sales' };
  if (currentPlan === null)
    return card === 'free'
      ? { kind: 'signup', label: 'Get Started for Free' }
      : { kind: 'signup', label: `Upgrade to ${PLAN_NAMES[card]}` };
  if (card === currentPlan) return { kind: 'current', label: 'Current Plan' };
  return planLevel(card) < planLevel(currentPlan)
    ? { kind: 'portal', label: `Downgrade to ${PLAN_NAMES[card]}` }
    : { kind: 'checkout', label: `Upgrade to ${PLAN_NAMES[card]}` };
}

export const PROCESSING_LABEL = 'Processing...';
