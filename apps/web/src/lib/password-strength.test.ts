import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it.each([
    { name: 'empty meets nothing', password: '', met: [], level: 'Very Weak' },
    { name: 'a space alone meets nothing', password: ' ', met: [], level: 'Very Weak' },
    { name: 'lowercase only', password: 'abc', met: ['lowercase', 'noOuterSpaces'], level: 'Weak' },
    {
      name: 'long lowercase',
      password: 'abcdefgh',
      met: ['length', 'lowercase', 'noOuterSpaces'],
      level: 'Fair',
    },
    {
      name: 'long mixed case',
      password: 'Abcdefgh',
      met: ['length', 'uppercase', 'lowercase', 'noOuterSpaces'],
      level: 'Good',
    },
    {
      name: 'long mixed case with a number',
      password: 'Abcdefg1',
      met: ['length', 'uppercase', 'lowercase', 'number', 'noOuterSpaces'],
      level: 'Strong',
    },
    {
      name: 'every rule',
      password: 'Abcdef1!',
      met: ['length', 'uppercase', 'lowercase', 'number', 'special', 'noOuterSpaces'],
      level: 'Strong',
    },
    {
      name: 'every rule but a trailing space',
      password: 'Abcdef1! ',
      met: ['length', 'uppercase', 'lowercase', 'number', 'special'],
      level: 'Strong',
    },
    {
      name: 'inner spaces are fine',
      password: 'a b',
      met: ['lowercase', 'noOuterSpaces'],
      level: 'Weak',
    },
  ])('$name: $level', ({ password, met, level }) => {
    const strength = passwordStrength(password);
    expect([...strength.met].sort()).toEqual([...met].sort());
    expect(strength.level).toBe(level);
  });

  it.each([
    { name: 'all six rules pass', password: 'Abcdef1!', isStrongEnough: true },
    { name: 'five of six do not', password: 'Abcdefg1', isStrongEnough: false },
    { name: 'a leading space does not', password: ' Abcdef1!', isStrongEnough: false },
  ])('$name', ({ password, isStrongEnough }) => {
    expect(passwordStrength(password).isStrongEnough).toBe(isStrongEnough);
  });
});
