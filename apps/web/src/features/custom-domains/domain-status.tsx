import type { CustomDomainView } from '@kurz/shared';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

const TONES = {
  verified: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200',
  failing: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-200',
} as const;

/** 'Active and verified', 'Pending verification', or a lost proof with its last serving day. */
export function DomainStatus({ domain }: { domain: CustomDomainView }) {
  const text =
    domain.status === 'verified'
      ? 'Active and verified'
      : domain.status === 'pending'
        ? 'Pending verification'
        : `Verification failing: serving until ${
            domain.serving_until ? dateFormat.format(new Date(domain.serving_until)) : 'soon'
          }`;
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[domain.status]}`}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {text}
    </span>
  );
}
