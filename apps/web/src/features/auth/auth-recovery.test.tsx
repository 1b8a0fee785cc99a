import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { ADA_SESSION, keyOf, stubFetch } from '../../test/stub-fetch';
import { RECOVERY_DONE, RECOVERY_STARTED } from './session-recovery';

afterEach(() => {
  vi.unstubAllGlobals();
});

const banner = () => within(screen.getByRole('banner'));
const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));

describe('the Authentication Error screen', () => {
  it('replaces the app when the session cannot be loaded, and Just Refresh reloads', async () => {
    stubFetch({ 'GET /api/auth/get-session': { status: 500, body: { error: 'boom' } } });
    const reload = vi.fn();
    renderRoute('/', { withAuth: true, reload });
    expect(await screen.findByRole('heading', { name: 'Authentication Error' })).toBeVisible();
    expect(screen.getByText(/Authentication initialization failed/)).toBeVisible();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Just Refresh' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('Clear Auth Data & Refresh clears stored auth data and the cookie, then reloads', async () => {
    const fetch = stubFetch({
      'GET /api/auth/get-session': { status: 500, body: { error: 'boom' } },
      'POST /api/auth/sign-out': { body: { success: true } },
    });
    localStorage.setItem('kurz.auth.currentTeam', 't1');
    localStorage.setItem('kurz.darkMode', 'true');
    const reload = vi.fn();
    renderRoute('/', { withAuth: true, reload });
    await userEvent.click(await screen.findByRole('button', { name: 'Clear Auth Data & Refresh' }));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(localStorage.getItem('kurz.auth.currentTeam')).toBeNull();
    expect(localStorage.getItem('kurz.darkMode')).toBe('true');
    expect(fetch.bodies('POST /api/auth/sign-out')).toEqual([{}]);
  });
});

describe('corrupted-session recovery in the app', () => {
  it('signs out with an info and a completion toast when the server has dropped the session', async () => {
    stubFetch(ADA_SESSION);
    const { router } = renderRoute('/user/profile', { withAuth: true });
    await screen.findByRole('heading', { level: 1, name: 'User Profile' });
    // From now on the server no longer knows the session: every call but these is a 401.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const key = keyOf(input, init);
        if (key === 'GET /api/auth/get-session') return Response.json(null);
        if (key === 'POST /api/auth/sign-out') return Response.json({ success: true });
        return Response.json({ error: 'Authentication required' }, { status: 401 });
      }),
    );
    const user = userEvent.setup();
    await user.click(await banner().findByRole('button', { name: 'Ada Lovelace' }));
    await user.click(banner().getByRole('button', { name: 'Refresh' }));

    expect(await notifications().findByText(RECOVERY_STARTED, {}, { timeout: 3000 })).toBeVisible();
    expect(await notifications().findByText(RECOVERY_DONE)).toBeVisible();
    expect(await banner().findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

/** What better-auth's client in another tab leaves in localStorage when its session changes. */
function sessionChangeInAnotherTab(trigger: 'signout' | 'getSession') {
  const message = { event: 'session', data: { trigger }, clientId: 'other-tab', timestamp: 1 };
  window.dispatchEvent(
    new StorageEvent('storage', { key: 'better-auth.message', newValue: JSON.stringify(message) }),
  );
}

describe('auth events from other tabs', () => {
  it('handles a sign-out in another tab 500 ms later', async () => {
    let isSignedIn = true;
    const fetch = stubFetch({
      ...ADA_SESSION,
      'GET /api/auth/get-session': async () =>
        Response.json(isSignedIn ? ADA_SESSION['GET /api/auth/get-session'].body : null),
    });
    renderRoute('/', { withAuth: true });
    await banner().findByRole('button', { name: 'Ada Lovelace' });

    isSignedIn = false;
    sessionChangeInAnotherTab('signout');
    await new Promise((resolve) => setTimeout(resolve, 250));
    // The client asks the server at once; the app acts on the answer 500 ms after the event.
    expect(fetch.bodies('GET /api/auth/get-session')).toHaveLength(2);
    expect(banner().getByRole('button', { name: 'Ada Lovelace' })).toBeInTheDocument();

    expect(await banner().findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(fetch.bodies('GET /api/auth/get-session')).toHaveLength(2);
  });

  it('handles a sign-in in another tab 500 ms later', async () => {
    let isSignedIn = false;
    stubFetch({
      ...ADA_SESSION,
      'GET /api/auth/get-session': async () =>
        Response.json(isSignedIn ? ADA_SESSION['GET /api/auth/get-session'].body : null),
    });
    renderRoute('/', { withAuth: true });
    await banner().findByRole('link', { name: 'Sign In' });

    isSignedIn = true;
    sessionChangeInAnotherTab('getSession');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(banner().getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(await banner().findByRole('button', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });
});
