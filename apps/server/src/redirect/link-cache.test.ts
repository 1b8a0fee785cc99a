import { describe, expect, it, vi } from 'vitest';
import { PATIENTLY } from '../../test/patiently.js';
import { type CachedLink, LinkCache } from './link-cache.js';

const link = (id: string, url: string): CachedLink => ({
  id,
  url,
  status: 302,
  isDisabled: false,
});
const target = (id: string) => link(id, `https://example.com/${id}`);

/** On its primary domain a link's key is its code: these tests use the codes as keys. */
const DOMAIN = 'kurz.link';

function cache(now = { t: 0 }) {
  return new LinkCache({
    maxEntries: 3,
    primaryDomain: DOMAIN,
    ttlMs: 1000,
    negativeTtlMs: 100,
    now: () => now.t,
  });
}

describe('LinkCache', () => {
  it('loads once and serves from memory until the TTL passes', async () => {
    const now = { t: 0 };
    const c = cache(now);
    const load = vi.fn(async () => target('a'));
    await c.get('k', load);
    await c.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    now.t = 1001;
    await c.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('spreads expiry over the last fifth of the TTL, never past it', async () => {
    const now = { t: 0 };
    const c = cache(now);
    for (let i = 0; i < 3; i++) await c.get(`k${i}`, async () => target(`k${i}`));
    now.t = 799;
    expect([0, 1, 2].every((i) => c.peek(`k${i}`))).toBe(true);
    now.t = 1000;
    expect([0, 1, 2].every((i) => c.peek(`k${i}`) === undefined)).toBe(true);
  });

  it('shares one load among concurrent misses of a key', async () => {
    const c = cache();
    let release: (value: ReturnType<typeof target>) => void = () => {};
    const load = vi.fn(
      () => new Promise<ReturnType<typeof target>>((resolve) => (release = resolve)),
    );
    const all = Promise.all(Array.from({ length: 50 }, () => c.get('k', load)));
    release(target('a'));
    expect((await all).every((value) => value?.id === 'a')).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('remembers a miss only briefly', async () => {
    const now = { t: 0 };
    const c = cache(now);
    const load = vi.fn(async () => null);
    await c.get('gone', load);
    await c.get('gone', load);
    expect(load).toHaveBeenCalledTimes(1);
    now.t = 101;
    await c.get('gone', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('evicts the least recently used beyond its bound', async () => {
    const c = cache();
    for (const key of ['a', 'b', 'c']) await c.get(key, async () => target(key));
    c.peek('a');
    await c.get('d', async () => target('d'));
    expect(c.size).toBe(3);
    expect(c.peek('b')).toBeUndefined();
    expect(c.peek('a')?.id).toBe('a');
  });

  it('gives a link read since eviction last came round one more round, not more', async () => {
    const c = cache();
    const add = (key: string) => c.get(key, async () => target(key));
    for (const key of ['a', 'b', 'c']) await add(key);
    c.peek('a');
    // Checking that a key is gone reads nothing: the flags stay as they are.
    await add('d'); // b goes; a, read, moves behind d with its flag cleared
    expect(c.peek('b')).toBeUndefined();
    await add('e');
    expect(c.peek('c')).toBeUndefined();
    await add('f'); // d goes before a: a's second chance
    expect(c.peek('d')).toBeUndefined();
    await add('g'); // a, unread since, goes
    expect(c.peek('a')).toBeUndefined();
    expect(['e', 'f', 'g'].map((key) => c.peek(key)?.id)).toEqual(['e', 'f', 'g']);
  });

  it('keys a link by its code on the primary domain, by domain and code elsewhere', () => {
    const c = new LinkCache({
      maxEntries: 3,
      ttlMs: 1000,
      negativeTtlMs: 100,
      primaryDomain: 'kurz.link',
    });
    expect(c.key('kurz.link', 'abc')).toBe('abc');
    expect(c.key('go.example', 'abc')).toBe('go.example/abc');
  });

  it('gives its loader the domain and code of the key, on a miss and on a reload', async () => {
    const now = { t: 0 };
    const c = cache(now);
    const load = vi.fn(async (_domain: string, code: string) => target(code));
    await c.get(c.key(DOMAIN, 'abc'), load);
    await c.get(c.key('go.example', 'abc'), load);
    expect(load.mock.calls).toEqual([
      [DOMAIN, 'abc'],
      ['go.example', 'abc'],
    ]);
    // In the last quarter of its life (from 600 ms at the earliest, expiry from 800 ms),
    // a read reloads it in the background.
    now.t = 790;
    expect(c.peek('go.example/abc')?.id).toBe('abc');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(3), PATIENTLY);
    expect(load).toHaveBeenLastCalledWith('go.example', 'abc');
  });

  it('reads with the time it is given', async () => {
    const c = cache({ t: 0 });
    await c.get('k', async () => target('a'));
    expect(c.peek('k', 500)?.id).toBe('a');
    expect(c.peek('k', 1000)).toBeUndefined();
  });

  it('forgets an invalidated key at once', async () => {
    const c = cache();
    await c.get('k', async () => target('a'));
    c.invalidate(DOMAIN, 'k');
    expect(c.peek('k')).toBeUndefined();
  });

  it('does not cache a failed load', async () => {
    const c = cache();
    await expect(c.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(c.peek('k')).toBeUndefined();
  });

  it('finds each link it holds, and only those, through adds, evictions and invalidations', async () => {
    // 40 keys through room for 12.
    const c = new LinkCache({
      maxEntries: 12,
      primaryDomain: DOMAIN,
      ttlMs: 1000,
      negativeTtlMs: 100,
      now: () => 0,
    });
    let seed = 7;
    const random = (below: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed % below;
    };
    const keys = Array.from({ length: 40 }, (_, i) => `code${i}`);
    const held = () => keys.filter((key) => c.peek(key) !== undefined);
    for (let step = 0; step < 3000; step++) {
      const key = keys[random(keys.length)] as string;
      const before = held();
      if (random(3) === 0) {
        c.invalidate('elsewhere.example', key); // another domain's key: nothing changes
        c.invalidate(DOMAIN, key);
        expect(held()).toEqual(before.filter((other) => other !== key));
      } else {
        await c.get(key, async () => target(key));
        const after = held();
        // With room, nothing leaves (full, eviction may take any: looking marks all read).
        if (before.length < 12)
          expect(after).toEqual(keys.filter((k) => k === key || before.includes(k)));
        expect(after.length).toBeLessThanOrEqual(12);
      }
      expect(c.size).toBe(held().length);
      for (const other of held()) expect(c.peek(other)?.id).toBe(other);
    }
  });
  it('tells apart keys that share their first characters or their length', async () => {
    const keys = [
      'abc',
      '\u0000abc',
      'abc\u0000',
      'ab',
      'abcd',
      'x'.repeat(16),
      `${'x'.repeat(16)}a`,
      `${'x'.repeat(16)}b`,
      `${'x'.repeat(40)}a`,
      `${'x'.repeat(40)}b`,
      'ünï',
      'üni',
      'uni',
      'go.example/abc',
      'go.example/abd',
      'Abc',
    ];
    const c = new LinkCache({ maxEntries: 100, ttlMs: 1000, negativeTtlMs: 100 });
    for (const key of keys) await c.get(key, async () => target(key));
    for (const key of keys) expect(c.peek(key)?.id).toBe(key);
    expect(c.peek('x'.repeat(17))).toBeUndefined();
    expect(c.peek(`${'x'.repeat(40)}c`)).toBeUndefined();
    expect(c.peek('ünî')).toBeUndefined();
  });

  it('keeps time from a clock far from zero, to the millisecond', async () => {
    const now = { t: Date.UTC(2026, 10, 24, 12) };
    const c = cache(now);
    await c.get('k', async () => target('a'));
    now.t += 799;
    expect(c.peek('k')?.id).toBe('a');
    now.t += 201;
    expect(c.peek('k')).toBeUndefined();
  });
});

describe('LinkCache ahead of expiry', () => {
  it('reloads a link read late in its life in the background, serving it meanwhile', async () => {
    const now = { t: 0 };
    const c = cache(now);
    const load = vi.fn(async () => target('a'));
    await c.get('k', load);
    now.t = 790;
    expect(c.peek('k')?.id).toBe('a');
    expect(c.peek('k')?.id).toBe('a');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2), PATIENTLY);
    await Promise.resolve();
    now.t = 1350;
    expect(c.peek('k')?.id).toBe('a');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the entry of a link a reload found unchanged, and takes a changed one', async () => {
    const now = { t: 0 };
    const c = cache(now);
    let url = 'https://example.com/a';
    const load = vi.fn(async () => link('a', url));
    await c.get('k', load);
    const first = c.peek('k');
    now.t = 790;
    c.peek('k');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2), PATIENTLY);
    await Promise.resolve();
    expect(c.peek('k')).toBe(first);
    now.t = 1350; // past the first expiry: the reload extended it
    expect(c.peek('k')).toBe(first);

    url = 'https://example.com/moved';
    now.t = 1560; // past the reloaded entry's refresh point (≤ 1540), before its expiry (≥ 1590)
    c.peek('k');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(3), PATIENTLY);
    await Promise.resolve();
    expect(c.peek('k')?.url).toBe('https://example.com/moved');
  });

  it('does not reload misses ahead of time', async () => {
    const now = { t: 0 };
    const c = cache(now);
    const load = vi.fn(async () => null);
    await c.get('gone', load);
    // Past the refresh point of any miss (at most 75) and before its earliest expiry (80).
    now.t = 79;
    expect(c.peek('gone')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops a load that was under way when its key was invalidated', async () => {
    const c = cache();
    let release: (value: ReturnType<typeof target>) => void = () => {};
    const stale = c.get(
      'k',
      () => new Promise<ReturnType<typeof target>>((resolve) => (release = resolve)),
    );
    c.invalidate(DOMAIN, 'k');
    const fresh = c.get('k', async () => target('new'));
    release(target('old'));
    await stale;
    expect((await fresh)?.id).toBe('new');
    expect(c.peek('k')?.id).toBe('new');
  });
});
