import { MESSAGES } from '@kurz/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDrawnRoute } from '../../test/render-route';
import { ADA_SESSION, SIGNED_OUT_SESSION, stubFetch } from '../../test/stub-fetch';
import { RESET_SENT_MESSAGE } from './forgot-password-modal';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PROVIDERS = 'GET /api/sign-in-providers';
const ADA = ADA_SESSION['GET /api/auth/get-session'].body.user;

async function signInWith(reply: { status: number; body?: unknown }) {
  stubFetch({ ...SIGNED_OUT_SESSION, 'POST /api/auth/sign-in/email': reply });
  await renderDrawnRoute('/auth', { withAuth: true });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'wrong-password');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign-in', () => {
  it('is the default tab, titled Welcome back', async () => {
    stubFetch({
      ...SIGNED_OUT_SESSION,
      [PROVIDERS]: { body: { providers: ['google', 'github'] } },
    });
    await renderDrawnRoute('/auth', { withAuth: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Or continue with')).toBeVisible();
  });

  it('offers only the providers the server has configured', async () => {
    const fetch = stubFetch({
      ...SIGNED_OUT_SESSION,
      [PROVIDERS]: { body: { providers: ['github'] } },
    });
    await renderDrawnRoute('/auth', { withAuth: true });
    expect(await screen.findByRole('button', { name: 'GitHub' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Google' })).toBeNull();
    expect(fetch.bodies(PROVIDERS)).toHaveLength(1);
  });

  it.each([
    ['none is configured', { body: { providers: [] } }],
    ['the list cannot be read', { status: 500 }],
  ])('offers no provider when %s', async (_label, reply) => {
    const fetch = stubFetch({ ...SIGNED_OUT_SESSION, [PROVIDERS]: reply });
    await renderDrawnRoute('/auth', { withAuth: true });
    await waitFor(() => expect(fetch.bodies(PROVIDERS)).not.toHaveLength(0));
    expect(screen.queryByText('Or continue with')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Google' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'GitHub' })).toBeNull();
  });

  it('asks for a valid email before sending anything, not the raw "Invalid email"', async () => {
    const fetch = stubFetch(SIGNED_OUT_SESSION);
    await renderDrawnRoute('/auth', { withAuth: true });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'Abcdef1!');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.invalidEmail);
    expect(fetch.bodies('POST /api/auth/sign-in/email')).toEqual([]);
    await user.type(screen.getByLabelText('Email'), 'a');
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription(MESSAGES.invalidEmail);
  });

  it("rewords the server's bare 'Invalid email'", async () => {
    await signInWith({ status: 400, body: { code: 'INVALID_EMAIL', message: 'Invalid email' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidEmail);
  });

  it('switches to Sign Up and back through the tabs', async () => {
    stubFetch(SIGNED_OUT_SESSION);
    const { router } = await renderDrawnRoute('/auth', { withAuth: true });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    expect(router.state.location.search).toBe('?mode=signup');
    await user.click(screen.getByRole('tab', { name: 'Sign In' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  });

  it('shows the message the server returned', async () => {
    await signInWith({ status: 401, body: { message: 'Invalid email or password' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('says an unexpected error occurred when the failure has no message', async () => {
    await signInWith({ status: 500 });
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred');
  });

  it('signs in and goes to the dashboard', async () => {
    let isSignedIn = false;
    stubFetch({
      ...ADA_SESSION,
      'GET /api/auth/get-session': async () =>
        Response.json(isSignedIn ? ADA_SESSION['GET /api/auth/get-session'].body : null),
      'POST /api/auth/sign-in/email': async () => {
        isSignedIn = true;
        return Response.json({ redirect: false, token: null, user: ADA });
      },
    });
    const { router } = await renderDrawnRoute('/auth', { withAuth: true });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Abcdef1!');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/dashboard'));
    // Other tabs hear of it the way better-auth's client tells them of a sign-out.
    expect(JSON.parse(localStorage.getItem('better-auth.message') ?? 'null')).toMatchObject({
      event: 'session',
      data: { trigger: 'getSession' },
    });
  });

  it('sends a signed-in visitor from /auth to the dashboard', async () => {
    stubFetch(ADA_SESSION);
    const { router } = await renderDrawnRoute('/auth', { withAuth: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada!' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/user/dashboard');
  });
});

describe('forgot password modal', () => {
  it('validates the email, closes on Escape and Cancel, and sends the reset mail', async () => {
    const fetch = stubFetch({
      ...SIGNED_OUT_SESSION,
      'POST /api/auth/request-password-reset': { body: { status: true } },
    });
    await renderDrawnRoute('/auth', { withAuth: true });
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Forgot password' });

    await user.click(opener);
    let dialog = within(screen.getByRole('dialog', { name: 'Reset your password' }));
    const email = dialog.getByLabelText('Email');
    expect(email).toHaveFocus();
    await user.type(email, 'not-an-email');
    await user.click(dialog.getByRole('button', { name: 'Send Reset Email' }));
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(opener);
    dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByLabelText('Email'), 'Ada@Example.com');
    await user.click(dialog.getByRole('button', { name: 'Send Reset Email' }));
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_SENT_MESSAGE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetch.bodies('POST /api/auth/request-password-reset')).toEqual([
      {
        email: 'ada@example.com',
        redirectTo: `${window.location.origin}/auth?mode=reset-password`,
      },
    ]);
  });

  it('keeps focus inside the dialog', async () => {
    stubFetch(SIGNED_OUT_SESSION);
    await renderDrawnRoute('/auth', { withAuth: true });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Forgot password' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.tab();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(dialog.getByRole('button', { name: 'Send Reset Email' })).toHaveFocus();
    await user.tab();
    expect(dialog.getByLabelText('Email')).toHaveFocus();
    await user.tab({ shift: true });
    expect(dialog.getByRole('button', { name: 'Send Reset Email' })).toHaveFocus();
  });
});
