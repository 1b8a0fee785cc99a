import { useState } from 'react';
import { useAuth } from '../../app/auth-context';
import { LoadingSpinner } from '../../app/screens/loading-spinner';
import { AdminGate } from './admin-gate';
import { CheckoutLinkResult } from './checkout-link-result';
import { CustomCheckoutForm } from './custom-checkout-form';

/** /admin/custom-enterprise-checkout (spec 001 §2); the server checks is_admin again. */
export function CustomCheckoutPage() {
  const { user, profile, isLoading } = useAuth();
  const [result, setResult] = useState<{ checkout_url: string; price_description: string }>();

  if (isLoading || (user && !profile)) return <LoadingSpinner message="Loading..." />;
  if (!user)
    return (
      <AdminGate
        title="Authentication Required"
        message="You must be signed in to access this page."
        links={[
          { to: '/auth', label: 'Sign In' },
          { to: '/', label: 'Go Home' },
        ]}
      />
    );
  if (!profile?.is_admin)
    return (
      <AdminGate
        title="Access Denied"
        message="You don't have permission to access this admin page."
        links={[
          { to: '/user/dashboard', label: 'Go to Dashboard' },
          { to: '/', label: 'Go Home' },
        ]}
      />
    );
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <title>Custom Enterprise Checkout · Kurz</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        Custom Enterprise Checkout
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        Create a checkout link with a custom price for an enterprise customer. Once they pay, the
        Kurz account with this email gets the Enterprise plan.
      </p>
      <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
        <CustomCheckoutForm onCreated={setResult} />
      </div>
      {result && <CheckoutLinkResult {...result} />}
    </div>
  );
}
