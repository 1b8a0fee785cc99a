import { describe, expect, it } from 'vitest';
import { countOf, nounFor } from './plural';

describe('countOf', () => {
  it.each([
    [0, '0 clicks'],
    [1, '1 click'],
    [2, '2 clicks'],
    [1234, `${(1234).toLocaleString()} clicks`],
  ])('writes %i as %s', (count, text) => {
    expect(countOf(count, 'click')).toBe(text);
  });

  it('takes an irregular plural', () => {
    expect(countOf(3, 'entry', 'entries')).toBe('3 entries');
    expect(nounFor(1, 'entry', 'entries')).toBe('entry');
  });
});
