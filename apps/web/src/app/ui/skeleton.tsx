import type { ReactNode } from 'react';

const shade = 'rounded bg-slate-200 motion-safe:animate-pulse dark:bg-slate-800';

/** A grey block standing in for content that is on its way; hidden from assistive tech. */
export function SkeletonBlock({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`${shade} ${className}`} />;
}

/**
 * Rows standing in for a list while it loads, about as tall as the rows that replace them,
 * so what follows the list does not jump when it arrives. Announced as one status.
 */
export function SkeletonRows({
  label,
  rows = 6,
  rowClassName = 'h-14',
}: {
  label: string;
  rows?: number;
  rowClassName?: string;
}) {
  return (
    <div role="status" className="divide-y divide-slate-200 dark:divide-slate-800">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, row) => `row-${row}`).map((key) => (
        <div
          key={key}
          aria-hidden="true"
          className={`flex items-center gap-4 px-4 ${rowClassName}`}
        >
          <div className={`h-4 w-4 shrink-0 ${shade}`} />
          <div className="min-w-0 flex-1 space-y-2">
            <div className={`h-3.5 w-2/5 ${shade}`} />
            <div className={`h-3 w-3/4 ${shade}`} />
          </div>
          <div className={`hidden h-3.5 w-16 sm:block ${shade}`} />
        </div>
      ))}
    </div>
  );
}

/**
 * A screen's or a card's stand-in while it loads: its layout, made of skeleton blocks,
 * announced once as `label`.
 */
export function SkeletonGroup({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
