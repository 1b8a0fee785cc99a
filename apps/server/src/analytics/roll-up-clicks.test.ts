import { describe, expect, it } from 'vitest';
import { nextBatchSize } from './roll-up-clicks.js';

describe('nextBatchSize', () => {
  const limits = { batchSize: 50_000, maxRows: 100_000 };
  it.each([
    ['clicks of one link (few rows each): grows tenfold', 5_000, 500, 50_000],
    ['but never past batchSize', 40_000, 500, 50_000],
    ['clicks on as many links (~15 rows each): as many as fit maxRows', 5_000, 75_000, 6_666],
    ['a batch over maxRows: the next shrinks to fit', 50_000, 800_000, 6_250],
    ['ids without clicks (no rows): grows tenfold', 100, 0, 1_000],
    ['rows far over maxRows per click: still one click', 10, 1_000_000_000, 1],
  ])('%s', (_label, size, rows, next) => {
    expect(nextBatchSize(size, { advanced: size, rows }, limits)).toBe(next);
  });
});
