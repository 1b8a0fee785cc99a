import { BILLING_MESSAGES } from '@kurz/shared';
import { useId } from 'react';
import { useToast } from '../../app/toasts/use-toast';
import { Button } from '../../app/ui/button';
import { focusRing } from '../../app/ui/focus-ring';
import { debugLog } from '../../lib/debug-log';
import { useCopiedIndicator } from '../../lib/use-copied-indicator';

interface CheckoutLinkResultProps {
  checkout_url: string;
  price_description: string;
}

/** The created link, copyable, and what it charges. */
export function CheckoutLinkResult({ checkout_url, price_description }: CheckoutLinkResultProps) {
  const toast = useToast();
  const { isCopied, markCopied } = useCopiedIndicator();
  const urlId = useId();

  async function onCopy() {
    try {
      await navigator.clipboard.writeText(checkout_url);
      markCopied();
      toast.success(BILLING_MESSAGES.checkoutUrlCopied);
    } catch (error) {
      debugLog.warn('billing', 'copy failed', error);
      toast.error(BILLING_MESSAGES.copyFailed);
    }
  }

  return (
    <section
      aria-labelledby={`${urlId}-heading`}
      className="mt-8 rounded-2xl bg-emerald-50 p-6 ring-1 ring-emerald-200 dark:bg-emerald-500/10 dark:ring-emerald-500/30"
    >
      <h2
        id={`${urlId}-heading`}
        className="text-lg font-semibold text-emerald-900 dark:text-emerald-100"
      >
        Checkout link ready
      </h2>
      <p className="mt-1 text-sm text-emerald-900 dark:text-emerald-100">{price_description}</p>
      <label
        htmlFor={urlId}
        className="mt-4 block text-sm font-medium text-slate-800 dark:text-slate-200"
      >
        Checkout URL
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <input
          id={urlId}
          readOnly
          value={checkout_url}
          onFocus={(event) => event.target.select()}
          className={`min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2.5 font-mono text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-white ${focusRing}`}
        />
        <Button onClick={() => void onCopy()}>{isCopied ? 'Copied!' : 'Copy'}</Button>
      </div>
    </section>
  );
}
