/** The noun for `count` things: `one` for exactly one, else `many` ('1 click', '0 clicks'). */
export const nounFor = (count: number, one: string, many = `${one}s`): string =>
  count === 1 ? one : many;

/** '1 click', '1,234 clicks': the count in the reader's locale, with its noun. */
export const countOf = (count: number, one: string, many?: string): string =>
  `${count.toLocaleString()} ${nounFor(count, one, many)}`;
