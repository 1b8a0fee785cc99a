import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RateLimited } from '../errors.js';
import { addressBucket, RateLimitStore, type RateRule } from './rate-limit.js';

const rule = { name: 'test', limit: 3, windowSeconds: 60 };

/** The seconds `consume` asks to wait: 0 when it lets the hit through. */
async function waitOf(store: RateLimitStore, key: string, r: RateRule = rule): Promise<number> {
  try {
    await store.consume(r, key);
    return 0;
  } catch (error) {
    if (error instanceof RateLimited) return error.retryAfterSeconds;
    throw error;
  }
}

beforeEach(() => {
  vi.useFakeTimers({ now: 10_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RateLimitStore', () => {
  it('allows the limit, then asks to wait until the window ends', async () => {
    const store = new RateLimitStore();
    const waits = [];
    for (let i = 0; i < 4; i++) waits.push(await waitOf(store, '1.2.3.4'));
    expect(waits).toEqual([0, 0, 0, 60]);
    vi.setSystemTime(40_000);
    expect(await waitOf(store, '1.2.3.4')).toBe(30);
  });

  it('starts a fresh window once the old one ends', async () => {
    const store = new RateLimitStore();
    for (let i = 0; i < 5; i++) await waitOf(store, 'k');
    vi.advanceTimersByTime(60_000);
    expect(await waitOf(store, 'k')).toBe(0);
  });

  it('keeps keys and rules apart', async () => {
    const store = new RateLimitStore();
    for (let i = 0; i < 3; i++) await waitOf(store, 'a');
    expect(await waitOf(store, 'b')).toBe(0);
    expect(await waitOf(store, 'a', { ...rule, name: 'other' })).toBe(0);
    expect(await waitOf(store, 'a')).toBe(60);
  });
});

describe('addressBucket', () => {
  it.each([
    ['an IPv4 address as it is', '203.0.113.9', '203.0.113.9'],
    ['an IPv4-mapped IPv6 address as its IPv4 address', '::ffff:203.0.113.9', '203.0.113.9'],
    ['an IPv6 address by its /64', '2001:db8:7:9:ffff:1:2:3', '2001:db8:7:9::/64'],
    ['another address of that /64 alike', '2001:DB8:7:9::1', '2001:db8:7:9::/64'],
    ['the next /64 apart', '2001:db8:7:a::1', '2001:db8:7:a::/64'],
    ['text that is no address as it is', 'unknown', 'unknown'],
  ])('keys %s', (_label, ip, bucket) => {
    expect(addressBucket(ip)).toBe(bucket);
  });
});
