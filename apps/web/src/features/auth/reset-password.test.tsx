import { TIMINGS } from '@kurz/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDrawnRoute } from '../../test/render-route';
import { stubFetch } from '../../test/stub-fetch';
import { EXPIRED_RESET_LINK_MESSAGE } from './reset-link';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function fillIn(password: string, confirmation: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
}

describe('reset password', () => {
  it('hides the tabs and the social buttons', async () => {
    await renderDrawnRoute('/auth?mode=reset-password&token=tok');
    expect(screen.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByText('Or continue with')).not.toBeInTheDocument();
  });

  it.each([
    {
      name: 'a different confirmation',
      password: 'Abcdef1!',
      confirmation: 'Abcdef1?',
      field: 'Confirm new password',
      message: 'Passwords do not match',
    },
    {
      name: 'a short password',
      password: 'abc',
      confirmation: 'abc',
      field: 'New password',
      message: 'Password must be at least 6 characters',
    },
  ])('refuses $name', async ({ password, confirmation, field, message }) => {
    const fetch = stubFetch({});
    await renderDrawnRoute('/auth?mode=reset-password&token=tok');
    await fillIn(password, confirmation);
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByLabelText(field)).toHaveAccessibleDescription(message);
    expect(fetch.mock).not.toHaveBeenCalled();
  });

  it(`updates the password and goes to the dashboard after ${TIMINGS.passwordUpdateRedirect} ms`, async () => {
    const fetch = stubFetch({ 'POST /api/auth/reset-password': { body: { status: true } } });
    const { router } = await renderDrawnRoute('/auth?mode=reset-password&token=tok');
    await fillIn('Abcdef1!', 'Abcdef1!');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    // setTimeout is fake, so wait on setImmediate (real) until the reply has been shown.
    for (let turn = 0; turn < 50 && !screen.queryByText(/Taking you/); turn += 1) {
      await act(() => new Promise((resolve) => setImmediate(resolve)));
    }
    // The toast and the form both say so.
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(
      expect.arrayContaining(['Password updated successfully!']),
    );
    expect(fetch.bodies('POST /api/auth/reset-password')).toEqual([
      { token: 'tok', newPassword: 'Abcdef1!' },
    ]);
    act(() => vi.advanceTimersByTime(TIMINGS.passwordUpdateRedirect - 1));
    expect(router.state.location.pathname).toBe('/auth');
    act(() => vi.advanceTimersByTime(1));
    // The dashboard is a lazy screen: the navigation ends once its code has loaded.
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/dashboard'));
  });

  it('shows the server message when the token is refused', async () => {
    stubFetch({
      'POST /api/auth/reset-password': {
        status: 400,
        body: { message: 'Invalid token', code: 'INVALID_TOKEN' },
      },
    });
    await renderDrawnRoute('/auth?mode=reset-password&token=used');
    await fillIn('Abcdef1!', 'Abcdef1!');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid token');
  });

  it.each([
    '/auth?mode=reset-password&error=INVALID_TOKEN',
    '/auth#error=access_denied&error_code=otp_expired',
    '/auth?mode=reset-password#error_code=otp_expired',
  ])('explains an expired or invalid link and opens the forgot modal: %s', async (path) => {
    await renderDrawnRoute(path);
    expect(screen.getByRole('alert')).toHaveTextContent(EXPIRED_RESET_LINK_MESSAGE);
    expect(screen.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
