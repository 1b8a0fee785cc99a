import { portalFailureMessage } from '@kurz/shared';
import { Button } from '../../app/ui/button';
import { useBillingPortal } from '../billing/use-billing-portal';

/** Spec 001 §8: a portal failure with nothing more specific to say. */
const PORTAL_FAILED = portalFailureMessage('');

/** Opens the billing portal for a paid plan (spec 001 §2); failures become toasts. */
export function ManageSubscriptionButton() {
  const { openPortal, isOpening } = useBillingPortal(PORTAL_FAILED);
  return (
    <Button onClick={() => void openPortal()} disabled={isOpening}>
      {isOpening ? 'Processing...' : 'Manage Subscription'}
    </Button>
  );
}
