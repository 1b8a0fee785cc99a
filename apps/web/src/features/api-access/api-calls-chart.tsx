import type { ApiUsageReply } from '@kurz/shared';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useTheme } from '../../app/theme/use-theme';
import { formatCount } from './usage-format';

const HEIGHT = 240;
const dayFormat = new Intl.DateTimeFormat('en', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const dayLabel = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/**
 * Calls and refusals per day of the month (uPlot, as the analytics chart), with the same
 * numbers in a table for screen readers and for a browser without ResizeObserver.
 */
export function ApiCallsChart({ days }: { days: ApiUsageReply['days'] }) {
  const container = useRef<HTMLDivElement>(null);
  const { isDark } = useTheme();

  useEffect(() => {
    const element = container.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const text = isDark ? '#cbd5e1' : '#334155';
    const grid = isDark ? '#1e293b' : '#e2e8f0';
    const axis = {
      stroke: text,
      grid: { stroke: grid, width: 1 },
      ticks: { stroke: grid, width: 1 },
    };
    const chart = new uPlot(
      {
        width: element.clientWidth || 600,
        height: HEIGHT,
        // The server's days are UTC; so are the axis labels.
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        series: [
          {},
          {
            label: 'Calls',
            stroke: isDark ? '#818cf8' : '#4f46e5',
            fill: isDark ? 'rgba(129,140,248,0.15)' : 'rgba(79,70,229,0.1)',
            width: 2,
          },
          { label: 'Refused (429)', stroke: isDark ? '#f87171' : '#dc2626', width: 2 },
        ],
        axes: [
          axis,
          { ...axis, size: 50, values: (_u, ticks) => ticks.map((t) => formatCount(t)) },
        ],
        scales: { y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
        cursor: { drag: { x: false, y: false } },
      },
      [
        days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000),
        days.map((d) => d.calls),
        days.map((d) => d.refused),
      ],
      element,
    );
    const observer = new ResizeObserver(() =>
      chart.setSize({ width: element.clientWidth, height: HEIGHT }),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [days, isDark]);

  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">Calls per day</h2>
      <div
        ref={container}
        aria-hidden="true"
        className="kurz-chart mt-3 min-h-[240px] w-full text-slate-700 dark:text-slate-300"
      />
      <table className="sr-only">
        <caption>API calls and refused calls per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Calls</th>
            <th scope="col">Refused</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{dayLabel(d.day)}</th>
              <td>{d.calls}</td>
              <td>{d.refused}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
