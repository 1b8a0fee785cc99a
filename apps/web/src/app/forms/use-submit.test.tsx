import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { useSubmit } from './use-submit';

/** A call that answers when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('useSubmit', () => {
  it('sends without a success callback, busy until the answer', async () => {
    const answer = deferred<string>();
    const send = vi.fn(() => answer.promise);
    const { result } = renderHook(() => useSubmit({ send }));
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.onSubmit();
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.isBusy).toBe(true);
    await act(async () => {
      answer.resolve('ok');
      await done;
    });
    expect(result.current.isBusy).toBe(false);
    expect(result.current.error).toBeNull();
  });

  it('drops a second submit while the first is under way', async () => {
    const answer = deferred<void>();
    const send = vi.fn(() => answer.promise);
    const { result } = renderHook(() => useSubmit({ send }));
    act(() => {
      void result.current.onSubmit();
      void result.current.onSubmit();
    });
    await act(async () => answer.resolve());
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('passes what check returns to send, and the result to onSuccess', async () => {
    const send = vi.fn(async (n: number) => n * 2);
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useSubmit({ check: () => 21, send, onSuccess }));
    await act(() => result.current.onSubmit());
    expect(send).toHaveBeenCalledWith(21);
    expect(onSuccess).toHaveBeenCalledWith(42, 21);
  });

  it('sends nothing when check says no', async () => {
    const send = vi.fn(async () => undefined);
    const { result } = renderHook(() => useSubmit<string>({ check: () => null, send }));
    await act(() => result.current.onSubmit());
    expect(send).not.toHaveBeenCalled();
    expect(result.current.isBusy).toBe(false);
  });

  it.each([
    ['an ApiError', new ApiError('Short URL already exists', 400), 'Short URL already exists'],
    ['an Error without a message', new Error(''), 'An error occurred'],
    ['something that is not an Error', 'boom', 'An error occurred'],
  ])('shows %s as the thrown message, else "An error occurred"', async (_label, thrown, text) => {
    const onError = vi.fn();
    const { result } = renderHook(() => useSubmit({ send: () => Promise.reject(thrown), onError }));
    await act(() => result.current.onSubmit());
    expect(result.current.error).toBe(text);
    expect(onError).toHaveBeenCalledWith(text, thrown);
  });

  it('words a failure with `message` when given, and clears it on the next submit', async () => {
    let fails = true;
    const { result } = renderHook(() =>
      useSubmit({
        send: async () => {
          if (fails) throw new ApiError('Internal', 500);
        },
        message: () => 'Failed to send message. Please try again.',
      }),
    );
    await act(() => result.current.onSubmit());
    expect(result.current.error).toBe('Failed to send message. Please try again.');
    fails = false;
    await act(() => result.current.onSubmit());
    await waitFor(() => expect(result.current.error).toBeNull());
  });
});
