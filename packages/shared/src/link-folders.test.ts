import { describe, expect, it } from 'vitest';
import {
  compareFolderNames,
  FOLDER_MESSAGES,
  FOLDER_NAME_MAX,
  folderNameProblem,
} from './link-folders.js';

describe('folderNameProblem', () => {
  it.each([
    ['an ordinary name', 'Campaigns 2030', null],
    ['a name with commas', 'Spring, summer', null],
    ['a name of the longest length', 'x'.repeat(FOLDER_NAME_MAX), null],
    ['an empty name', '', FOLDER_MESSAGES.nameRequired],
    ['a name one too long', 'x'.repeat(FOLDER_NAME_MAX + 1), FOLDER_MESSAGES.nameTooLong],
    ['a name with a newline', 'a\nb', FOLDER_MESSAGES.nameControl],
  ])('%s', (_label, name, problem) => {
    expect(folderNameProblem(name)).toBe(problem);
  });
});

describe('compareFolderNames', () => {
  it('orders by name whatever the case', () => {
    expect(['beta', 'Alpha', 'alpha2'].sort(compareFolderNames)).toEqual([
      'Alpha',
      'alpha2',
      'beta',
    ]);
  });
});
