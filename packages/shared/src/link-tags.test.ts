import { describe, expect, it } from 'vitest';
import { foldTagNames, TAG_NAME_MAX, tagNameProblem } from './link-tags.js';

describe('tagNameProblem', () => {
  it.each([
    ['a plain name', 'launch', null],
    ['spaces and accents', 'Été 2026', null],
    ['the longest name', 'x'.repeat(TAG_NAME_MAX), null],
    ['an empty name', '', 'A tag needs a name'],
    ['a name too long', 'x'.repeat(TAG_NAME_MAX + 1), 'A tag name has at most 32 characters'],
    ['a comma', 'a,b', 'A tag name cannot hold commas or control characters'],
    ['a tab', 'a\tb', 'A tag name cannot hold commas or control characters'],
    ['a DEL', 'a\u007fb', 'A tag name cannot hold commas or control characters'],
  ])('%s', (_label, name, problem) => {
    expect(tagNameProblem(name)).toBe(problem);
  });
});

describe('foldTagNames', () => {
  it.each([
    ['keeps order', ['b', 'a'], ['b', 'a']],
    ['folds case, first spelling wins', ['Launch', 'launch', 'LAUNCH'], ['Launch']],
    ['trims before folding', [' news ', 'News'], ['news']],
    ['drops blanks', ['', '  ', 'x'], ['x']],
  ])('%s', (_label, names, folded) => {
    expect(foldTagNames(names)).toEqual(folded);
  });
});
