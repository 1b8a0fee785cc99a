import type { AnalyticsReport } from '@kurz/shared';
import { useId } from 'react';

const numberFormat = new Intl.NumberFormat('en');
export const formatCount = (n: number) => numberFormat.format(n);

const share = (part: number, whole: number) =>
  whole > 0 ? `${Math.round((part / whole) * 100)}% of clicks` : '—';

/** The headline numbers of the period. */
export function TotalsCards({ totals }: { totals: AnalyticsReport['totals'] }) {
  const id = useId();
  const cards = [
    {
      key: 'clicks',
      label: 'Total clicks',
      value: totals.clicks,
      note: `${formatCount(totals.qr)} from QR codes`,
    },
    {
      key: 'visitors',
      label: 'Unique visitors',
      value: totals.unique_visitors,
      note: 'per link and day',
    },
    {
      key: 'humans',
      label: 'Human clicks',
      value: totals.humans,
      note: share(totals.humans, totals.clicks),
    },
    {
      key: 'bots',
      label: 'Bot clicks',
      value: totals.bots,
      note: share(totals.bots, totals.clicks),
    },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map((card) => (
        <section
          key={card.key}
          aria-labelledby={`${id}-${card.key}`}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <h2
            id={`${id}-${card.key}`}
            className="text-sm font-medium text-slate-600 dark:text-slate-400"
          >
            {card.label}
          </h2>
          <p className="mt-1 text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl dark:text-white">
            {formatCount(card.value)}
          </p>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{card.note}</p>
        </section>
      ))}
    </div>
  );
}
