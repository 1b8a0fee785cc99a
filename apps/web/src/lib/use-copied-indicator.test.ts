import { TIMINGS } from '@kurz/shared';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCopiedIndicator } from './use-copied-indicator';

describe('useCopiedIndicator', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads copied after a copy and turns back after the indicator time', () => {
    const { result } = renderHook(() => useCopiedIndicator());
    expect(result.current.isCopied).toBe(false);
    act(() => result.current.markCopied());
    expect(result.current.isCopied).toBe(true);
    act(() => vi.advanceTimersByTime(TIMINGS.copiedIndicator - 1));
    expect(result.current.isCopied).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.isCopied).toBe(false);
  });

  it('counts the indicator time from the latest copy', () => {
    const { result } = renderHook(() => useCopiedIndicator());
    act(() => result.current.markCopied());
    act(() => vi.advanceTimersByTime(TIMINGS.copiedIndicator - 500));
    act(() => result.current.markCopied());
    act(() => vi.advanceTimersByTime(TIMINGS.copiedIndicator - 1));
    expect(result.current.isCopied).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.isCopied).toBe(false);
  });

  it('leaves no timer running once unmounted', () => {
    const { result, unmount } = renderHook(() => useCopiedIndicator());
    act(() => result.current.markCopied());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
