import type { ApiUsageReply } from '@kurz/shared';
import type { ReactNode } from 'react';
import { formatCount, formatLimit } from './usage-format';

/** Used against the monthly quota, the per-minute limit and the refused calls. */
export function UsageSummary({ usage }: { usage: ApiUsageReply }) {
  const share = usage.limit ? Math.min(100, (usage.used / usage.limit) * 100) : 0;
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <Card
        label="Calls this month"
        note={quotaNote(usage)}
        value={
          <>
            {formatCount(usage.used)}
            <span className="text-base font-medium text-slate-500 dark:text-slate-400">
              {' '}
              / {formatLimit(usage.limit)}
            </span>
          </>
        }
      >
        {usage.limit !== null && (
          // The numbers above say the same in words: the bar is for the eye only.
          <div
            aria-hidden="true"
            className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
          >
            <QuotaBar share={share} />
          </div>
        )}
      </Card>
      <Card
        label="Per-minute limit"
        note="calls a minute per key"
        value={formatCount(usage.per_minute)}
      />
      <Card
        label="Refused (429)"
        note="calls over a limit this month"
        value={formatCount(usage.refused)}
      />
    </div>
  );
}

function quotaNote({ used, limit }: ApiUsageReply): string {
  if (limit === null) return 'Unlimited on your plan';
  return `${formatCount(Math.max(0, limit - used))} calls left`;
}

/**
 * The filled part of the quota bar. Its width is set through the DOM (a style property),
 * which the CSP allows, unlike a style attribute in the served HTML.
 */
function QuotaBar({ share }: { share: number }) {
  const tone = share >= 90 ? 'bg-red-500' : share >= 75 ? 'bg-amber-500' : 'bg-indigo-600';
  return <span className={`block h-full rounded-full ${tone}`} style={{ width: `${share}%` }} />;
}

interface CardProps {
  label: string;
  note: string;
  value: ReactNode;
  children?: ReactNode;
}

function Card({ label, note, value, children }: CardProps) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</h2>
      <p className="mt-1 text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl dark:text-white">
        {value}
      </p>
      {children}
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{note}</p>
    </section>
  );
}
