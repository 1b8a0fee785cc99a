import { TIMINGS } from '@kurz/shared';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../app/auth-context';
import { FormAlert } from '../auth/form-alert';

/**
 * The `success` and `canceled` flags a checkout returns with (spec 001 §2). After a
 * payment the profile is read again 2 s later, when the plan change has landed.
 */
export function CheckoutBanner() {
  const [params] = useSearchParams();
  const { refreshProfile } = useAuth();
  const isSuccess = params.has('success');
  const isCanceled = params.has('canceled');

  useEffect(() => {
    if (!isSuccess) return;
    const timer = setTimeout(() => void refreshProfile(), TIMINGS.paymentSuccessProfileRefresh);
    return () => clearTimeout(timer);
  }, [isSuccess, refreshProfile]);

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
