import { TIMINGS } from '@kurz/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './toast-provider';
import { useToast } from './use-toast';

function Triggers() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('Domain verified successfully!')}>
        success
      </button>
      <button type="button" onClick={() => toast.error('Failed to add domain')}>
        error
      </button>
      <button type="button" onClick={() => toast.info('Switched to Acme workspace')}>
        info
      </button>
    </>
  );
}

const renderToasts = () =>
  render(
    <ToastProvider>
      <Triggers />
    </ToastProvider>,
  );

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('toasts', () => {
  it('shows success and info as status and errors as alert, stacked in order', async () => {
    renderToasts();
    await userEvent.click(screen.getByRole('button', { name: 'success' }));
    await userEvent.click(screen.getByRole('button', { name: 'error' }));
    await userEvent.click(screen.getByRole('button', { name: 'info' }));

    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to add domain');
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual([
      'Domain verified successfully!',
      'Switched to Acme workspace',
    ]);
  });

  it(`closes each toast ${TIMINGS.toast} ms after it appeared`, () => {
    vi.useFakeTimers();
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'success' }));
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'error' }));

    act(() => vi.advanceTimersByTime(TIMINGS.toast - 1000 - 1));
    expect(screen.getByText('Domain verified successfully!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Domain verified successfully!')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes a toast with its close button', async () => {
    renderToasts();
    await userEvent.click(screen.getByRole('button', { name: 'error' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses to work without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Triggers />)).toThrow('useToast needs a <ToastProvider> above it');
  });
});
