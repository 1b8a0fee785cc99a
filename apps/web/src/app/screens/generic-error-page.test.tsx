import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GenericErrorPage } from './generic-error-page';
import { LoadingSpinner } from './loading-spinner';

describe('GenericErrorPage', () => {
  it('shows the title, the message, Go Home and the footer line, without Try Again', () => {
    render(<GenericErrorPage title="Server Error" message="Server error occurred." />);
    expect(screen.getByRole('heading', { level: 1, name: 'Server Error' })).toBeInTheDocument();
    expect(screen.getByText('Server error occurred.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(screen.getByText('Free URL shortener • No registration required')).toBeInTheDocument();
  });

  it('offers Try Again when a retry handler is given', async () => {
    const onRetry = vi.fn();
    render(<GenericErrorPage title="Connection Error" message="Offline." onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Go Home' })).toBeInTheDocument();
  });
});

describe('LoadingSpinner', () => {
  it('announces its message as a status', () => {
    render(<LoadingSpinner message="Redirecting..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting...');
  });
});
