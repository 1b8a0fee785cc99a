import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { AuthContext, type AuthContextValue, SIGNED_OUT } from '../auth-context';
import { createQueryClient } from '../query-client';
import { ToastProvider } from '../toasts/toast-provider';
import { Header } from './header';

function renderHeaderAs(auth: AuthContextValue) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <ToastProvider>
          <AuthContext value={auth}>
            <Header />
          </AuthContext>
        </ToastProvider>
      ),
    },
  ]);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const enterprise: AuthContextValue = {
  ...SIGNED_OUT,
  user: { id: 'u1', email: 'ada@example.com' },
  profile: {
    id: 'u1',
    email: 'ada@example.com',
    full_name: 'Ada',
    avatar_url: null,
    subscription_plan: 'enterprise',
    is_admin: false,
    providers: ['credential'],
  },
  teams: [{ id: 't1', name: 'Acme', role: 'owner', membershipId: 'm1', plan: 'enterprise' }],
  isLoading: false,
};

describe('Header', () => {
  it('shows the logo, the main links and Sign In when signed out', () => {
    renderRoute('/');
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Kurz' })).toHaveAttribute('href', '/');
    const nav = within(header.getByRole('navigation', { name: 'Main' }));
    expect(
      nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Pricing', '/pricing'],
      ['Dashboard', '/user/dashboard'],
      ['Analytics', '/user/analytics'],
      ['API', '/user/api-access'],
    ]);
    expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(header.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
    expect(header.queryByText('Free')).not.toBeInTheDocument();
  });

  it('opens and closes the small-screen menu', async () => {
    const user = userEvent.setup();
    renderRoute('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', {
        name: 'Pricing',
      }),
    );
    // /pricing is a lazy screen: it is drawn once its code has loaded.
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('shows the plan badge and Teams to an enterprise user in a team, without Sign In', async () => {
    renderHeaderAs(enterprise);
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Teams' })).toHaveAttribute('href', '/teams');
    expect((await screen.findAllByText('Enterprise'))[0]).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it("points Dashboard at the team's dashboard while a team workspace is selected", () => {
    renderHeaderAs({ ...enterprise, currentTeam: enterprise.teams[0] ?? null });
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/teams/t1');
  });

  it('hides Teams from an enterprise user who is in no team', () => {
    renderHeaderAs({ ...enterprise, teams: [] });
    expect(screen.queryByRole('link', { name: 'Teams' })).not.toBeInTheDocument();
  });

  it('replaces Sign In with a user menu holding the workspace, profile, refresh and sign out', async () => {
    const user = userEvent.setup();
    const refreshProfile = vi.fn(async () => {});
    const signOut = vi.fn(async () => {});
    renderHeaderAs({ ...enterprise, teams: [], refreshProfile, signOut });
    const menuButton = await screen.findByRole('button', { name: 'Ada' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    const panel = within(
      document.getElementById(menuButton.getAttribute('aria-controls') ?? '') as HTMLElement,
    );
    expect(panel.getByText('Current workspace')).toBeVisible();
    expect(panel.getByRole('link', { name: 'Personal' })).toHaveAttribute(
      'href',
      '/user/dashboard',
    );
    expect(panel.getByRole('link', { name: 'User Profile' })).toHaveAttribute(
      'href',
      '/user/profile',
    );

    await user.click(panel.getByRole('button', { name: 'Refresh' }));
    expect(refreshProfile).toHaveBeenCalledOnce();
    expect(await screen.findByRole('status')).toHaveTextContent('Profile refreshed');

    await user.click(menuButton);
    await user.click(panel.getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('links the admin pages from the user menu for admins only', async () => {
    const user = userEvent.setup();
    const admin = { ...enterprise, teams: [] };
    if (!admin.profile) throw new Error('no profile');
    const view = renderHeaderAs({ ...admin, profile: { ...admin.profile, is_admin: true } });
    await user.click(await screen.findByRole('button', { name: 'Ada' }));
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('link', { name: 'Moderation' })).toHaveAttribute(
      'href',
      '/admin/moderation',
    );
    view.unmount();

    renderHeaderAs({ ...admin });
    await user.click(await screen.findByRole('button', { name: 'Ada' }));
    expect(screen.queryByRole('link', { name: 'Users' })).toBeNull();
  });

  it('puts the same account items in the small-screen menu', async () => {
    const user = userEvent.setup();
    renderHeaderAs({ ...enterprise, profile: null, user: { id: 'u2', email: 'bo@example.com' } });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(screen.getByRole('navigation', { name: 'Menu' }));
    expect(await menu.findByText('Free')).toBeVisible();
    expect(menu.getByText('bo@example.com')).toBeVisible();
    for (const name of ['Personal', 'User Profile'])
      expect(menu.getByRole('link', { name })).toBeVisible();
    for (const name of ['Refresh', 'Sign Out'])
      expect(menu.getByRole('button', { name })).toBeVisible();
  });
});
