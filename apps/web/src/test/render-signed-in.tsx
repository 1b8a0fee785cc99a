import type { Plan } from '@kurz/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AuthContext, type AuthTeam, SIGNED_OUT } from '../app/auth-context';
import { createQueryClient } from '../app/query-client';
import { ToastProvider } from '../app/toasts/toast-provider';

/**
 * `ui` for Ada Lovelace on `plan` (in `currentTeam`'s workspace when given), with query
 * client, toasts and a router around it.
 */
export function renderSignedIn(
  ui: ReactNode,
  plan: Plan = 'pro',
  path = '/',
  currentTeam: AuthTeam | null = null,
) {
  const auth = {
    ...SIGNED_OUT,
    currentTeam,
    teams: currentTeam ? [currentTeam] : [],
    user: { id: 'u1', email: 'ada@example.com', name: 'Ada' },
    profile: {
      id: 'u1',
      email: 'ada@example.com',
      full_name: 'Ada Lovelace',
      avatar_url: null,
      subscription_plan: plan,
      is_admin: false,
      providers: ['credential'],
    },
  };
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <AuthContext.Provider value={auth}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </AuthContext.Provider>
      </ToastProvider>
    </QueryClientProvider>,
  );
}
