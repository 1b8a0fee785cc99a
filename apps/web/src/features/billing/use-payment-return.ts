import { TIMINGS } from '@kurz/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../../app/auth-context';

/**
 * Back from a paid checkout (/user/dashboard?success=true): the plan changes when Stripe's
 * webhook arrives, so the profile is read again after TIMINGS.paymentSuccessProfileRefresh.
 */
export function usePaymentReturn(): void {
  const { search, pathname } = useLocation();
  const { refreshProfile } = useAuth();
  const isSuccess =
    pathname === '/user/dashboard' && new URLSearchParams(search).get('success') === 'true';

  useEffect(() => {
    if (!isSuccess) return;
    const timer = setTimeout(() => void refreshProfile(), TIMINGS.paymentSuccessProfileRefresh);
    return () => clearTimeout(timer);
  }, [isSuccess, refreshProfile]);
}

/** Mounted once in the app shell. */
export function PaymentReturnWatcher() {
  usePaymentReturn();
  return null;
}
