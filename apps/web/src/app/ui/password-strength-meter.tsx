import {
  PASSWORD_RULES,
  type PasswordStrength,
  type StrengthLevel,
} from '../../lib/password-strength';

const LEVEL_STYLE: Record<StrengthLevel, { filled: number; bar: string; text: string }> = {
  'Very Weak': { filled: 0, bar: 'bg-red-500', text: 'text-red-700 dark:text-red-400' },
  Weak: { filled: 1, bar: 'bg-red-500', text: 'text-red-700 dark:text-red-400' },
  Fair: { filled: 2, bar: 'bg-amber-500', text: 'text-amber-700 dark:text-amber-400' },
  Good: { filled: 3, bar: 'bg-lime-500', text: 'text-lime-700 dark:text-lime-400' },
  Strong: { filled: 4, bar: 'bg-emerald-500', text: 'text-emerald-700 dark:text-emerald-400' },
};

const SEGMENTS = [0, 1, 2, 3];

/** The strength bar, its level and the checklist of spec 001 §5. */
export function PasswordStrengthMeter({ strength }: { strength: PasswordStrength }) {
  const style = LEVEL_STYLE[strength.level];
  return (
    <div className="mt-2">
      <div aria-hidden="true" className="flex gap-1">
        {SEGMENTS.map((segment) => (
          <span
            key={segment}
            className={`h-1.5 flex-1 rounded-full ${
              segment < style.filled ? style.bar : 'bg-slate-200 dark:bg-slate-700'
            }`}
          />
        ))}
      </div>
      <p aria-live="polite" className={`mt-1.5 text-xs font-semibold ${style.text}`}>
        Password strength: {strength.level}
      </p>
      <ul className="mt-1.5 grid gap-x-4 gap-y-1 text-xs sm:grid-cols-2">
        {PASSWORD_RULES.map((rule) => {
          const isMet = strength.met.has(rule.id);
          return (
            <li
              key={rule.id}
              className={`flex items-center gap-1.5 ${
                isMet
                  ? 'text-emerald-700 dark:text-emerald-400'
                  : 'text-slate-500 dark:text-slate-400'
              }`}
            >
              <span aria-hidden="true">{isMet ? '✓' : '○'}</span>
              {rule.label}
              <span className="sr-only">{isMet ? ' (met)' : ' (not met)'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
