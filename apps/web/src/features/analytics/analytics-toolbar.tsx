import { useState } from 'react';
import { Button } from '../../app/ui/button';
import { focusRing } from '../../app/ui/focus-ring';

interface AnalyticsToolbarProps {
  isLive: boolean;
  onLiveChange: (isLive: boolean) => void;
  updatedAt: number;
  onExport: () => Promise<void>;
  canExport: boolean;
}

/** Live mode switch, last update time, and the CSV export of the current view. */
export function AnalyticsToolbar({
  isLive,
  onLiveChange,
  updatedAt,
  onExport,
  canExport,
}: AnalyticsToolbarProps) {
  const [isExporting, setIsExporting] = useState(false);
  const onExportClick = async () => {
    setIsExporting(true);
    try {
      await onExport();
    } finally {
      setIsExporting(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        aria-pressed={isLive}
        onClick={() => onLiveChange(!isLive)}
        className={`inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium ${focusRing} ${
          isLive
            ? 'border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-200'
            : 'border-slate-300 bg-white text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300'
        }`}
      >
        <span
          aria-hidden="true"
          className={`size-2 rounded-full ${isLive ? 'animate-pulse bg-emerald-500 motion-reduce:animate-none' : 'bg-slate-400'}`}
        />
        Live
      </button>
      {/* Its room is kept before the first answer, so the buttons do not move when it comes. */}
      <span
        aria-hidden={updatedAt ? undefined : true}
        className={`text-xs text-slate-500 dark:text-slate-400 ${updatedAt ? '' : 'invisible'}`}
      >
        Updated {new Date(updatedAt || Date.now()).toLocaleTimeString()}
      </span>
      <Button
        variant="secondary"
        size="sm"
        onClick={onExportClick}
        disabled={!canExport || isExporting}
      >
        {isExporting ? 'Exporting...' : 'Export CSV'}
      </Button>
    </div>
  );
}
