import { useWorkspace } from './use-workspace';

const TONES = {
  personal:
    'bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700',
  team: 'bg-indigo-50 text-indigo-700 ring-indigo-200 dark:bg-indigo-500/15 dark:text-indigo-200 dark:ring-indigo-500/30',
} as const;

/** Which workspace a screen shows and acts in, beside its title. */
export function WorkspaceLabel({ className = '' }: { className?: string }) {
  const { kind, label } = useWorkspace();
  return (
    <span
      className={`inline-flex max-w-full items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[kind]} ${className}`}
    >
      <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-current opacity-70" />
      <span className="truncate">{label}</span>
    </span>
  );
}
