/** The password checklist and strength levels of spec 001 §5. */
export interface PasswordRule {
  id: 'length' | 'uppercase' | 'lowercase' | 'number' | 'special' | 'noOuterSpaces';
  label: string;
  test: (password: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', label: 'At least 8 characters', test: (p) => p.length >= 8 },
  { id: 'uppercase', label: 'An uppercase letter', test: (p) => /\p{Lu}/u.test(p) },
  { id: 'lowercase', label: 'A lowercase letter', test: (p) => /\p{Ll}/u.test(p) },
  { id: 'number', label: 'A number', test: (p) => /\d/.test(p) },
  { id: 'special', label: 'A special character', test: (p) => /[^\p{L}\d\s]/u.test(p) },
  // An empty password has no spaces to trim, but it earns nothing either.
  {
    id: 'noOuterSpaces',
    label: 'No leading or trailing spaces',
    test: (p) => p !== '' && p === p.trim(),
  },
];

export type StrengthLevel = 'Very Weak' | 'Weak' | 'Fair' | 'Good' | 'Strong';

export interface PasswordStrength {
  met: ReadonlySet<PasswordRule['id']>;
  level: StrengthLevel;
  /** Every rule met: what sign-up requires ('Password does not meet strength requirements'). */
  isStrongEnough: boolean;
}

export const PASSWORD_MIN_LENGTH = 6;

export function levelFor(metCount: number): StrengthLevel {
  if (metCount >= 5) return 'Strong';
  if (metCount === 4) return 'Good';
  if (metCount === 3) return 'Fair';
  if (metCount >= 1) return 'Weak';
  return 'Very Weak';
}

export function passwordStrength(password: string): PasswordStrength {
  const met = new Set(PASSWORD_RULES.filter((rule) => rule.test(password)).map((rule) => rule.id));
  return {
    met,
    level: levelFor(met.size),
    isStrongEnough: met.size === PASSWORD_RULES.length,
  };
}
