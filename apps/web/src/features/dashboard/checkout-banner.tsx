import { useSearchParams } from 'react-router';
import { FormAlert } from '../../app/ui/form-alert';

/**
 * The `success` and `canceled` flags a checkout returns with (spec 001 §2). The profile
 * refresh 2 s after a payment is the app shell's (features/billing/use-payment-return.ts).
 */
export function CheckoutBanner() {
  const [params] = useSearchParams();
  const isSuccess = params.has('success');
  const isCanceled = params.has('canceled');

  if (isSuccess)
    return (
      <FormAlert kind="success">
        Payment successful! Your subscription is now active. Thank you for upgrading.
      </FormAlert>
    );
  if (isCanceled)
    return (
      <div
        role="status"
        className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
      >
        Checkout canceled. No charges were made; you can upgrade any time.
      </div>
    );
  return null;
}
