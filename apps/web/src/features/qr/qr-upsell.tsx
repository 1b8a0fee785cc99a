import { QR_MESSAGES } from '@kurz/shared';
import { LinkButton } from '../../app/ui/link-button';

/** What users below Pro see instead of the QR panel (spec 000 §2, §5). */
export function QrUpsell() {
  return (
    <div className="rounded-xl border border-indigo-200 bg-indigo-50 p-5 text-center dark:border-indigo-500/40 dark:bg-indigo-500/10">
      <p className="inline-flex rounded-full bg-indigo-600 px-2.5 py-0.5 text-xs font-semibold text-white">
        Pro Feature
      </p>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-200">{QR_MESSAGES.proOnly}</p>
      <LinkButton to="/pricing" size="sm" className="mt-4">
        Get QR Codes with Pro
      </LinkButton>
    </div>
  );
}
