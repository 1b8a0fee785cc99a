import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { readEach } from './import-source.js';

describe('readEach', () => {
  it("answers in the items' order, with no more calls in flight than allowed", async () => {
    let inFlight = 0;
    let most = 0;
    const results = await readEach(
      [30, 5, 20, 1, 10, 2, 15],
      async (ms) => {
        most = Math.max(most, ++inFlight);
        await sleep(ms);
        inFlight--;
        return ms * 2;
      },
      3,
    );
    expect(results).toEqual([60, 10, 40, 2, 20, 4, 30]);
    expect(most).toBe(3);
  });

  it('fails with the first failure, taking no item after it, and reads nothing of an empty page', async () => {
    const read: number[] = [];
    await expect(
      readEach(
        [1, 2, 3, 4, 5, 6],
        async (n) => {
          read.push(n);
          await sleep(n);
          if (n === 2) throw new Error('item 2');
          return n;
        },
        2,
      ),
    ).rejects.toThrow('item 2');
    await sleep(20);
    expect(read).toEqual([1, 2, 3]);
    expect(await readEach([], async () => 1)).toEqual([]);
  });
});
