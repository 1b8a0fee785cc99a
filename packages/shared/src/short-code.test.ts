import { describe, expect, it } from 'vitest';
import { generateShortCode, isValidShortCode, shortCodeProblem } from './short-code.js';

describe('shortCodeProblem', () => {
  it.each([
    ['eight letters and digits', 'aB3dE6gH', null],
    ['the spec example my-link', 'my-link', null],
    ['underscores inside', 'my_link_2', null],
    ['exactly six characters', 'abcdef', null],
    ['exactly 64 characters', 'a'.repeat(64), null],
    ['five characters', 'abcde', 'too_short'],
    ['65 characters', 'a'.repeat(65), 'too_long'],
    ['a leading hyphen', '-mylink', 'bad_characters'],
    ['a trailing underscore', 'mylink_', 'bad_characters'],
    ['punctuation', '!!bad!!', 'bad_characters'],
    ['a slash', 'abc/def', 'bad_characters'],
    ['non-ASCII letters', 'müller1', 'bad_characters'],
    ['a reserved app route', 'pricing', 'reserved'],
    ['a reserved word in capitals', 'PRICING', 'reserved'],
    ['the api prefix padded to length', 'assets', 'reserved'],
    ['a page of the app (the shared page table)', 'report', 'reserved'],
  ])('%s → %s', (_label, code, problem) => {
    expect(shortCodeProblem(code)).toBe(problem);
  });
});

describe('codes brought from another shortener', () => {
  it.each([
    ['a YOURLS counter', '1'],
    ['a Shlink default', 'x9Kq2'],
  ])('%s is too short to type here yet reachable', (_label, code) => {
    expect(shortCodeProblem(code)).toBe('too_short');
    expect(shortCodeProblem(code, 1)).toBeNull();
    expect(isValidShortCode(code)).toBe(true);
  });

  it('keeps the other rules: characters and reserved words', () => {
    expect(isValidShortCode('-a')).toBe(false);
    expect(isValidShortCode('api')).toBe(false);
    expect(isValidShortCode('API')).toBe(false);
  });
});

describe('generateShortCode', () => {
  it('makes valid codes of 8 letters and digits', () => {
    for (let i = 0; i < 200; i++) {
      const code = generateShortCode();
      expect(code).toMatch(/^[A-Za-z0-9]{8}$/);
      expect(isValidShortCode(code)).toBe(true);
    }
  });

  it('does not repeat itself', () => {
    const codes = new Set(Array.from({ length: 1000 }, () => generateShortCode()));
    expect(codes.size).toBe(1000);
  });
});
