import { focusRing } from '../../app/ui/focus-ring';
import type { AuthMode } from './auth-mode';

type TabMode = Exclude<AuthMode, 'reset-password'>;

const TABS: readonly { mode: TabMode; label: string }[] = [
  { mode: 'signin', label: 'Sign In' },
  { mode: 'signup', label: 'Sign Up' },
];

export const tabId = (mode: TabMode) => `auth-tab-${mode}`;
export const panelId = (mode: TabMode) => `auth-panel-${mode}`;

interface AuthTabsProps {
  mode: TabMode;
  onSelect: (mode: TabMode) => void;
}

/** Sign In / Sign Up; arrow keys move between them as in any tab list. */
export function AuthTabs({ mode, onSelect }: AuthTabsProps) {
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = mode === 'signin' ? 'signup' : 'signin';
    onSelect(next);
    document.getElementById(tabId(next))?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="Sign in or sign up"
      className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800"
    >
      {TABS.map((tab) => {
        const isSelected = tab.mode === mode;
        return (
          <button
            key={tab.mode}
            id={tabId(tab.mode)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId(tab.mode)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.mode)}
            onKeyDown={onKeyDown}
            className={`rounded-lg px-3 py-2 text-sm font-semibold transition-colors ${focusRing} ${
              isSelected
                ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
