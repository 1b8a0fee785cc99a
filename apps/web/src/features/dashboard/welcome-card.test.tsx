import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthContext, SIGNED_OUT } from '../../app/auth-context';
import { createQueryClient } from '../../app/query-client';
import { WelcomeCard } from './welcome-card';

const DAY = 24 * 60 * 60_000;

function renderFor(createdAt: string | null) {
  const auth = {
    ...SIGNED_OUT,
    isLoading: false,
    user: { id: 'u1', email: 'ada@example.com', name: 'Ada', createdAt },
    profile: {
      id: 'u1',
      email: 'ada@example.com',
      full_name: 'Ada Lovelace',
      avatar_url: null,
      subscription_plan: 'free' as const,
      is_admin: false,
      providers: ['credential'],
    },
  };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthContext value={auth}>
        <MemoryRouter>
          <WelcomeCard />
        </MemoryRouter>
      </AuthContext>
    </QueryClientProvider>,
  );
}

describe('the dashboard welcome', () => {
  it('welcomes a brand-new account without a "back"', () => {
    renderFor(new Date(Date.now() - 60_000).toISOString());
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeVisible();
  });

  it('welcomes back an account older than a day', () => {
    renderFor(new Date(Date.now() - 30 * DAY).toISOString());
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Ada!' })).toBeVisible();
  });

  it('welcomes back when the session does not say when the account was made', () => {
    renderFor(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Ada!' })).toBeVisible();
  });
});
