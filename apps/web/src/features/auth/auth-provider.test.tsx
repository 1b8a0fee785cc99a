import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { ADA_SESSION, SIGNED_OUT_SESSION, stubFetch } from '../../test/stub-fetch';
import { signOutTimeoutFor } from './sign-out-timeout';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openUserMenu() {
  const user = userEvent.setup();
  const banner = within(screen.getByRole('banner'));
  await user.click(await banner.findByRole('button', { name: 'Ada Lovelace' }));
  return { user, banner };
}

describe('AuthProvider', () => {
  it('starts loading, then shows the signed-out header when there is no session', async () => {
    stubFetch(SIGNED_OUT_SESSION);
    renderRoute('/', { withAuth: true });
    const banner = within(screen.getByRole('banner'));
    expect(banner.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(await banner.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('loads the session, then the profile and its plan', async () => {
    const fetch = stubFetch(ADA_SESSION);
    renderRoute('/', { withAuth: true });
    const banner = within(screen.getByRole('banner'));
    expect(await banner.findByRole('button', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect((await banner.findAllByText('Pro'))[0]).toBeInTheDocument();
    const authCalls = fetch
      .paths()
      .filter((path) => path.startsWith('/api/auth') || path === '/api/profile');
    expect(authCalls).toEqual(['/api/auth/get-session', '/api/profile']);
  });

  it('skips a profile refresh asked for while one runs', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = stubFetch({
      ...ADA_SESSION,
      'GET /api/profile': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderRoute('/', { withAuth: true });
    const { user, banner } = await openUserMenu();
    await waitFor(() => expect(fetch.bodies('GET /api/profile')).toHaveLength(1));
    await user.click(banner.getByRole('button', { name: 'Refresh' }));
    expect(fetch.bodies('GET /api/profile')).toHaveLength(1);
    answer(Response.json(ADA_SESSION['GET /api/profile'].body));
    expect((await banner.findAllByText('Pro'))[0]).toBeInTheDocument();
  });

  it('signs out from /user/profile: clears state and stored auth data, goes to /', async () => {
    const fetch = stubFetch({
      ...ADA_SESSION,
      'POST /api/auth/sign-out': { body: { success: true } },
    });
    const { router } = renderRoute('/user/profile', { withAuth: true });
    sessionStorage.setItem('kurz.auth.pendingInvitation', 'x');
    localStorage.setItem('kurz.auth.currentTeam', 't1');
    localStorage.setItem('kurz.darkMode', 'true');
    const { user, banner } = await openUserMenu();

    await user.click(banner.getByRole('button', { name: 'Sign Out' }));

    expect(await banner.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(fetch.bodies('POST /api/auth/sign-out')).toEqual([{}]);
    expect(sessionStorage.getItem('kurz.auth.pendingInvitation')).toBeNull();
    expect(localStorage.getItem('kurz.auth.currentTeam')).toBeNull();
    expect(localStorage.getItem('kurz.darkMode')).toBe('true');
  });

  it('signs out locally even when the server fails, and stays on a public page', async () => {
    stubFetch({ ...ADA_SESSION, 'POST /api/auth/sign-out': { status: 500 } });
    const { router } = renderRoute('/pricing', { withAuth: true });
    const { user, banner } = await openUserMenu();
    await user.click(banner.getByRole('button', { name: 'Sign Out' }));
    expect(await banner.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it.each([
    { hostname: 'localhost', ms: 2000 },
    { hostname: '127.0.0.1', ms: 2000 },
    { hostname: 'kurz.example', ms: 5000 },
  ])('waits $ms ms for the server to sign out on $hostname', ({ hostname, ms }) => {
    expect(signOutTimeoutFor(hostname)).toBe(ms);
  });
});
