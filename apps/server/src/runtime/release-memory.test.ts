import { afterEach, describe, expect, it, vi } from 'vitest';
import { releaseMemory } from './release-memory.js';

describe('releaseMemory', () => {
  const exposed = globalThis.gc;
  afterEach(() => {
    globalThis.gc = exposed;
    vi.useRealTimers();
  });

  it('collects at once and again seconds later, when --expose-gc gave it gc', () => {
    vi.useFakeTimers();
    const gc = vi.fn();
    globalThis.gc = gc as unknown as typeof globalThis.gc;
    releaseMemory();
    expect(gc).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_999);
    expect(gc).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(gc).toHaveBeenCalledTimes(2);
  });

  it('does nothing without --expose-gc', () => {
    globalThis.gc = undefined;
    expect(() => releaseMemory()).not.toThrow();
  });
});
