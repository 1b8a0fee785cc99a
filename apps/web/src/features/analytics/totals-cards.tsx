import type { AnalyticsReport } from '@kurz/shared';

const numberFormat = new Intl.NumberFormat('en');
export const formatCount = (n: number) => numberFormat.format(n);

const share = (part: number, whole: number) =>
  whole > 0 ? `${Math.round((part / whole) * 100)}% of clicks` : '—';

/** The headline numbers of the period. */
export function TotalsCards({ totals }: { totals: AnalyticsReport['totals'] }) {
  const cards = [
    {
      label: 'Total clicks',
      value: totals.clicks,
      note: `${formatCount(totals.qr)} from QR codes`,
    },
    { label: 'Unique visitors', value: totals.unique_visitors, note: 'per link and day' },
    { label: 'Human clicks', value: totals.humans, note: share(totals.humans, totals.clicks) },
    { label: 'Bot clicks', value: totals.bots, note: share(totals.bots, totals.clicks) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((card) => (
        <div
          key={card.label}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{card.label}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl dark:text-white">
            {formatCount(card.value)}
          </dd>
          <dd className="mt-1 text-xs text-slate-500 dark:text-slate-400">{card.note}</dd>
        </div>
      ))}
    </dl>
  );
}
