import { BILLING_CYCLES, type BillingCycle, savingsPercent } from '@kurz/shared';
import { useId, useState } from 'react';
import { useSubmit } from '../../app/forms/use-submit';
import { Button } from '../../app/ui/button';
import { focusRing } from '../../app/ui/focus-ring';
import { FormAlert } from '../../app/ui/form-alert';
import { TextField } from '../../app/ui/text-field';
import { createCustomEnterpriseCheckout } from './billing-api';

interface CustomCheckoutFormProps {
  onCreated: (result: { checkout_url: string; price_description: string }) => void;
}

export function CustomCheckoutForm({ onCreated }: CustomCheckoutFormProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [monthly, setMonthly] = useState('');
  const [yearly, setYearly] = useState('');
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const cycleId = useId();
  const hasBoth = Number(monthly) > 0 && Number(yearly) > 0;

  const { isBusy, error, onSubmit } = useSubmit({
    send: () =>
      createCustomEnterpriseCheckout({
        customerName: name.trim(),
        customerEmail: email.trim(),
        customMonthlyPrice: Number(monthly),
        ...(yearly.trim() && { customYearlyPrice: Number(yearly) }),
        billingCycle: cycle,
      }),
    onSuccess: onCreated,
  });

  return (
    <form onSubmit={onSubmit} className="space-y-5">
      {error && <FormAlert kind="error">{error}</FormAlert>}
      <TextField
        label="Customer Name"
        name="customerName"
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        label="Customer Email"
        name="customerEmail"
        type="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Custom Monthly Price (USD)"
          name="customMonthlyPrice"
          type="number"
          min="0.01"
          step="0.01"
          required
          value={monthly}
          onChange={(e) => setMonthly(e.target.value)}
        />
        <TextField
          label="Custom Yearly Price (USD, optional)"
          name="customYearlyPrice"
          type="number"
          min="0.01"
          step="0.01"
          value={yearly}
          onChange={(e) => setYearly(e.target.value)}
        />
      </div>
      {hasBoth && (
        <p
          className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-200"
          aria-live="polite"
        >
          Yearly savings: {savingsPercent(Number(monthly), Number(yearly))}%
        </p>
      )}
      <div>
        <label
          htmlFor={cycleId}
          className="block text-sm font-medium text-slate-800 dark:text-slate-200"
        >
          Billing Cycle
        </label>
        <select
          id={cycleId}
          name="billingCycle"
          value={cycle}
          onChange={(e) => setCycle(e.target.value as BillingCycle)}
          className={`mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-white ${focusRing}`}
        >
          {BILLING_CYCLES.map((value) => (
            <option key={value} value={value}>
              {value === 'monthly' ? 'Monthly' : 'Yearly'}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isBusy} aria-busy={isBusy}>
        {isBusy ? 'Creating...' : 'Create Checkout Link'}
      </Button>
    </form>
  );
}
