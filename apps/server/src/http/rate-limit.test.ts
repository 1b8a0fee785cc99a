import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore } from './rate-limit.js';

const rule = { name: 'test', limit: 3, windowSeconds: 60 };

describe('MemoryRateLimitStore', () => {
  it('allows the limit, then asks to wait until the window ends', async () => {
    const store = new MemoryRateLimitStore();
    const waits = [];
    for (let i = 0; i < 4; i++) waits.push(await store.hit('1.2.3.4', rule, 10_000));
    expect(waits).toEqual([0, 0, 0, 60]);
    expect(await store.hit('1.2.3.4', rule, 40_000)).toBe(30);
  });

  it('starts a fresh window once the old one ends', async () => {
    const store = new MemoryRateLimitStore();
    for (let i = 0; i < 5; i++) await store.hit('k', rule, 0);
    expect(await store.hit('k', rule, 60_000)).toBe(0);
  });

  it('keeps keys and rules apart', async () => {
    const store = new MemoryRateLimitStore();
    for (let i = 0; i < 3; i++) await store.hit('a', rule, 0);
    expect(await store.hit('b', rule, 0)).toBe(0);
    expect(await store.hit('a', { ...rule, name: 'other' }, 0)).toBe(0);
    expect(await store.hit('a', rule, 0)).toBe(60);
  });
});
