import { describe, expect, it } from 'vitest';
import { LoopLoad } from './loop-load.js';

describe('LoopLoad', () => {
  it('is busy while the loop ran for at least its share of the last interval', () => {
    let share = 0.5;
    const load = new LoopLoad({
      everyMs: 60_000,
      busyShare: 0.9,
      idleShare: 0.9,
      utilization: () => ({ idle: 0, active: 0, utilization: share }),
    });
    expect(load.isBusy).toBe(false);
    share = 0.95;
    load.sample();
    expect(load.isBusy).toBe(true);
    share = 0.4;
    load.sample();
    expect(load.isBusy).toBe(false);
  });

  it('once busy, stays busy until the share falls under idleShare', () => {
    let share = 0.8;
    const load = new LoopLoad({
      everyMs: 60_000,
      busyShare: 0.75,
      idleShare: 0.5,
      utilization: () => ({ idle: 0, active: 0, utilization: share }),
    });
    load.sample();
    expect(load.isBusy).toBe(true);
    // Writing clicks elsewhere took some of this thread's processor time: still busy.
    share = 0.6;
    load.sample();
    expect(load.isBusy).toBe(true);
    share = 0.45;
    load.sample();
    expect(load.isBusy).toBe(false);
    // Not busy again until the higher threshold.
    share = 0.6;
    load.sample();
    expect(load.isBusy).toBe(false);
  });

  it('reads the real event loop', async () => {
    const load = new LoopLoad({ everyMs: 60_000, busyShare: 0.75, idleShare: 0.5 });
    const end = Date.now() + 100;
    while (Date.now() < end); // busy on purpose
    load.sample();
    expect(load.isBusy).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 150));
    load.sample();
    expect(load.isBusy).toBe(false);
  });
});
