import type { AnalyticsBucket, AnalyticsInterval } from '@kurz/shared';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useTheme } from '../../app/theme/use-theme';
import { formatCount } from './totals-cards';

interface TimeSeriesChartProps {
  series: AnalyticsBucket[];
  interval: AnalyticsInterval;
}

const HEIGHT = 260;
const COLORS = {
  clicks: '#4f46e5',
  visitors: '#059669',
  clicksDark: '#818cf8',
  visitorsDark: '#34d399',
};

/** Clicks and unique visitors per bucket (uPlot, canvas) with the same numbers as a table. */
export function TimeSeriesChart({ series, interval }: TimeSeriesChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const { isDark } = useTheme();

  useEffect(() => {
    const element = container.current;
    // Without ResizeObserver (an old browser, a test DOM) the table below carries the numbers.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const data: uPlot.AlignedData = [
      series.map((bucket) => bucket.start / 1000),
      series.map((bucket) => bucket.clicks),
      series.map((bucket) => bucket.visitors),
    ];
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
        series: [
          {},
          {
            label: 'Clicks',
            stroke: isDark ? COLORS.clicksDark : COLORS.clicks,
            width: 2,
            fill: isDark ? 'rgba(129,140,248,0.15)' : 'rgba(79,70,229,0.1)',
            points: { show: series.length <= 60 },
          },
          {
            label: 'Unique visitors',
            stroke: isDark ? COLORS.visitorsDark : COLORS.visitors,
            width: 2,
            points: { show: series.length <= 60 },
          },
        ],
        axes: [
          axis,
          { ...axis, size: 50, values: (_u, ticks) => ticks.map((t) => formatCount(t)) },
        ],
        scales: { y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
        cursor: { drag: { x: false, y: false } },
        legend: { live: true },
      },
      data,
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
  }, [series, isDark]);

  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">
        Clicks per {interval}
      </h2>
      <div
        ref={container}
        aria-hidden="true"
        className="kurz-chart mt-3 min-h-[260px] w-full text-slate-700 dark:text-slate-300"
      />
      <table className="sr-only">
        <caption>Clicks and unique visitors per {interval}</caption>
        <thead>
          <tr>
            <th scope="col">{interval}</th>
            <th scope="col">Clicks</th>
            <th scope="col">Unique visitors</th>
          </tr>
        </thead>
        <tbody>
          {series.map((bucket) => (
            <tr key={bucket.start}>
              <th scope="row">{bucket.label}</th>
              <td>{bucket.clicks}</td>
              <td>{bucket.visitors}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
