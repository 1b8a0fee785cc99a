import fc from 'fast-check';
import { describe, expect } from 'vitest';
import {
  generateShortCode,
  IMPORTED_CODE_MIN_LENGTH,
  isValidShortCode,
  RESERVED_CODES,
  SHORT_CODE_MAX_LENGTH,
  SHORT_CODE_MIN_LENGTH,
  shortCodeProblem,
} from './short-code.js';
import { itHolds } from './test/property.js';

const isAlphanumeric = (c: string) => /^[A-Za-z0-9]$/.test(c);
const isCodeCharacter = (c: string) => isAlphanumeric(c) || c === '-' || c === '_';

/** DESIGN §9 spelled out character by character, independently of the rule's regex. */
function meetsDesignRule(code: string, minLength = SHORT_CODE_MIN_LENGTH): boolean {
  const chars = [...code];
  return (
    code.length >= minLength &&
    code.length <= SHORT_CODE_MAX_LENGTH &&
    chars.every(isCodeCharacter) &&
    isAlphanumeric(chars[0] ?? '') &&
    isAlphanumeric(chars.at(-1) ?? '') &&
    !RESERVED_CODES.has(code.toLowerCase())
  );
}

/** Mostly code characters, with a sprinkling of what must never pass. */
const codeCharacter = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...'abcXYZ019-_') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('.', '/', '%', ' ', '\n', 'ü', 'İ', 'K', '😀', '\u0000'),
  },
);
const candidate = fc.oneof(
  fc.array(codeCharacter, { maxLength: 70 }).map((chars) => chars.join('')),
  fc.string({ unit: 'binary', maxLength: 70 }),
  fc.constantFrom(...RESERVED_CODES),
);

/** A reserved word in any mix of upper and lower case. */
const reservedInAnyCase = fc
  .constantFrom(...RESERVED_CODES)
  .chain((word) =>
    fc
      .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
      .map((upper) => [...word].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('')),
  );

describe('short-code rule (properties)', () => {
  itHolds(
    'accepts exactly the codes DESIGN §9 describes, typed here or imported',
    fc.property(candidate, (code) => {
      expect(shortCodeProblem(code) === null).toBe(meetsDesignRule(code));
      expect(isValidShortCode(code)).toBe(meetsDesignRule(code, IMPORTED_CODE_MIN_LENGTH));
    }),
    { numRuns: 5000 },
  );

  itHolds(
    'refuses every reserved word in every mix of case',
    fc.property(reservedInAnyCase, (word) => {
      const expected = word.length < SHORT_CODE_MIN_LENGTH ? 'too_short' : 'reserved';
      expect(shortCodeProblem(word)).toBe(expected);
    }),
    { numRuns: 1000 },
  );

  itHolds(
    'generates only valid codes, of any length the rule allows',
    fc.property(
      fc.integer({ min: SHORT_CODE_MIN_LENGTH, max: SHORT_CODE_MAX_LENGTH }),
      (length) => {
        const code = generateShortCode(length);
        expect(code).toHaveLength(length);
        expect(isValidShortCode(code)).toBe(true);
      },
    ),
    { numRuns: 2000 },
  );
});
