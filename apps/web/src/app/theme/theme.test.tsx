import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubMatchMedia } from '../../test/match-media';
import { ThemeToggle } from './theme-toggle';

const html = document.documentElement;

describe('theme', () => {
  it('follows a dark system on the first visit, and keeps following it', () => {
    const system = stubMatchMedia(true);
    render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(html).toHaveClass('dark');

    act(() => system.setMatches(false));
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(html).not.toHaveClass('dark');
    expect(localStorage.getItem('kurz.darkMode')).toBeNull();
  });

  it('saves the choice on toggle and from then on ignores the system', async () => {
    const system = stubMatchMedia(false);
    render(<ThemeToggle />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(localStorage.getItem('kurz.darkMode')).toBe('true');
    expect(html).toHaveClass('dark');

    await userEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(localStorage.getItem('kurz.darkMode')).toBe('false');
    expect(html).not.toHaveClass('dark');

    act(() => system.setMatches(true));
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
    expect(html).not.toHaveClass('dark');
  });

  it('restores a saved choice over the system setting', () => {
    stubMatchMedia(true);
    localStorage.setItem('kurz.darkMode', 'false');
    render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
    expect(html).not.toHaveClass('dark');
  });
});
