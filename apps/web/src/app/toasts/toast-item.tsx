import { TIMINGS } from '@kurz/shared';
import { useEffect } from 'react';
import { focusRing } from '../ui/focus-ring';
import type { Toast, ToastKind } from './toast-context';

const STYLES: Record<ToastKind, { box: string; icon: string; path: string }> = {
  success: {
    box: 'border-emerald-200 dark:border-emerald-500/40',
    icon: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300',
    path: 'm5 12.5 4.5 4.5L19 7.5',
  },
  error: {
    box: 'border-red-200 dark:border-red-500/40',
    icon: 'bg-red-100 text-red-700 dark:bg-red-500/15 dark:text-red-300',
    path: 'M12 7v6m0 4v.01',
  },
  info: {
    box: 'border-sky-200 dark:border-sky-500/40',
    icon: 'bg-sky-100 text-sky-700 dark:bg-sky-500/15 dark:text-sky-300',
    path: 'M12 11v6m0-10v.01',
  },
};

interface ToastItemProps {
  toast: Toast;
  onDismiss: (id: number) => void;
}

export function ToastItem({ toast, onDismiss }: ToastItemProps) {
  const { id, kind, message } = toast;
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(id), TIMINGS.toast);
    return () => clearTimeout(timer);
  }, [id, onDismiss]);

  const style = STYLES[kind];
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={`pointer-events-auto flex items-start gap-3 rounded-xl border bg-white p-4 shadow-lg shadow-slate-900/10 dark:bg-slate-900 dark:shadow-black/40 ${style.box}`}
    >
      <span
        aria-hidden="true"
        className={`flex size-7 shrink-0 items-center justify-center rounded-full ${style.icon}`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        >
          <path d={style.path} />
        </svg>
      </span>
      <p className="flex-1 pt-0.5 text-sm font-medium text-slate-800 dark:text-slate-100">
        {message}
      </p>
      <button
        type="button"
        aria-label="Close notification"
        onClick={() => onDismiss(id)}
        className={`-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white ${focusRing}`}
      >
        <svg
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
