import { TIMINGS } from '@kurz/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/stub-fetch';
import { AppErrorBoundary } from './app-error-boundary';

const handlers = { reload: vi.fn(), navigate: vi.fn(), now: () => Date.now() };

let shouldThrow = true;
function Fragile({ message }: { message: string }) {
  if (shouldThrow) throw new Error(message);
  return <p>All good</p>;
}

function crash(message: string) {
  return render(
    <AppErrorBoundary {...handlers}>
      <Fragile message={message} />
    </AppErrorBoundary>,
  );
}

const oops = () => screen.queryByRole('heading', { name: 'Oops! Something went wrong' });

beforeEach(() => {
  vi.useFakeTimers();
  // React reports every caught error on the console; the tests expect them.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  shouldThrow = true;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  handlers.reload.mockReset();
  handlers.navigate.mockReset();
});

describe('AppErrorBoundary', () => {
  it('shows the fallback for a generic error, and Try Again renders the children again', () => {
    crash('Cannot read properties of undefined');
    expect(oops()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');

    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('All good')).toBeInTheDocument();
    expect(handlers.reload).not.toHaveBeenCalled();
  });

  it(`reloads the page ${TIMINGS.renderLoopReloadDelay} ms after a render-loop error`, () => {
    crash('Maximum update depth exceeded.');
    expect(screen.getByRole('status')).toHaveTextContent('Reloading...');
    act(() => vi.advanceTimersByTime(TIMINGS.renderLoopReloadDelay - 1));
    expect(handlers.reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(handlers.reload).toHaveBeenCalledOnce();
    expect(handlers.navigate).not.toHaveBeenCalled();
  });

  it('clears stored auth data, signs out and goes home 0.5 s after an auth error', async () => {
    const fetch = stubFetch({ 'POST /api/auth/sign-out': { body: { success: true } } });
    localStorage.setItem('kurz.auth.session', 'stale');
    sessionStorage.setItem('kurz.auth.pending', 'stale');
    localStorage.setItem('kurz.darkMode', 'true');
    crash('JWT expired');
    expect(localStorage.getItem('kurz.auth.session')).toBeNull();
    expect(sessionStorage.getItem('kurz.auth.pending')).toBeNull();
    expect(localStorage.getItem('kurz.darkMode')).toBe('true');
    // The auth client sends after a few promise turns of its own; no time passes.
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch.bodies('POST /api/auth/sign-out')).toEqual([{}]);

    act(() => vi.advanceTimersByTime(TIMINGS.authErrorRedirectDelay - 1));
    expect(handlers.navigate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(handlers.navigate).toHaveBeenCalledWith('/');
    expect(handlers.reload).not.toHaveBeenCalled();
  });

  it('shows the fallback instead of recovering again within the cooldown', () => {
    const first = crash('Too many re-renders.');
    act(() => vi.advanceTimersByTime(TIMINGS.renderLoopReloadDelay));
    first.unmount();

    // The "reloaded" page fails again within the cooldown: the loop stops here.
    vi.advanceTimersByTime(TIMINGS.errorRecoveryCooldown - 1);
    const second = crash('Too many re-renders.');
    expect(oops()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10 * TIMINGS.renderLoopReloadDelay));
    expect(handlers.reload).toHaveBeenCalledOnce();
    second.unmount();

    // A failure after the cooldown may recover once more.
    crash('Too many re-renders.');
    act(() => vi.advanceTimersByTime(TIMINGS.renderLoopReloadDelay));
    expect(handlers.reload).toHaveBeenCalledTimes(2);
  });

  it(`recovers at most ${TIMINGS.errorRecoveryMax} times per session`, () => {
    for (let round = 0; round < TIMINGS.errorRecoveryMax; round += 1) {
      const view = crash('Rendered more hooks than during the previous render.');
      act(() => vi.advanceTimersByTime(TIMINGS.renderLoopReloadDelay));
      view.unmount();
      vi.advanceTimersByTime(TIMINGS.errorRecoveryCooldown);
    }
    expect(handlers.reload).toHaveBeenCalledTimes(TIMINGS.errorRecoveryMax);

    vi.advanceTimersByTime(60 * 60 * 1000);
    crash('Rendered more hooks than during the previous render.');
    expect(oops()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10 * TIMINGS.renderLoopReloadDelay));
    expect(handlers.reload).toHaveBeenCalledTimes(TIMINGS.errorRecoveryMax);
  });
});
