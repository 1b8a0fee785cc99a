import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDrawnRoute } from '../../test/render-route';
import { ADA_SESSION, SIGNED_OUT_SESSION, stubFetch } from '../../test/stub-fetch';

const STRONG = 'Abcdef1!';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderSignUp(exists = false) {
  const fetch = stubFetch({
    ...SIGNED_OUT_SESSION,
    'POST /api/check-email-exists': { body: { exists } },
    'POST /api/auth/sign-up/email': { body: { token: null, user: { id: 'u1' } } },
    'GET /api/sign-in-providers': { body: { providers: ['google', 'github'] } },
  });
  await renderDrawnRoute('/auth?mode=signup', { withAuth: true });
  return { fetch, user: userEvent.setup() };
}

const createAccount = () => screen.getByRole('button', { name: 'Create Account' });

describe('sign-up', () => {
  it('opens from ?mode=signup with its title and tab', async () => {
    await renderSignUp();
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Google' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'GitHub' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Back to home/ })).toHaveAttribute('href', '/');
  });

  it('sends the account, shows check-your-email and clears the form', async () => {
    const { fetch, user } = await renderSignUp();
    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), ' Ada@Example.com');
    await user.type(screen.getByLabelText('Password'), STRONG);
    await user.click(createAccount());

    expect(await screen.findByText('Check your email')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('ada@example.com');
    expect(fetch.bodies('POST /api/check-email-exists')).toContainEqual({
      email_to_check: 'ada@example.com',
    });
    expect(fetch.bodies('POST /api/auth/sign-up/email')).toEqual([
      {
        email: 'ada@example.com',
        password: STRONG,
        name: 'Ada Lovelace',
        full_name: 'Ada Lovelace',
      },
    ]);
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('moves on by itself once the mail is followed in another tab, which signed this browser in', async () => {
    const routes: Parameters<typeof stubFetch>[0] = {
      ...SIGNED_OUT_SESSION,
      'POST /api/check-email-exists': { body: { exists: false } },
      'POST /api/auth/sign-up/email': { body: { token: null, user: { id: 'u1' } } },
      'GET /api/sign-in-providers': { body: { providers: [] } },
    };
    const fetch = stubFetch(routes);
    const { router } = await renderDrawnRoute('/auth?mode=signup', { withAuth: true });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), STRONG);
    await user.click(createAccount());
    expect(await screen.findByText('Check your email')).toBeVisible();
    const asked = fetch.paths().filter((path) => path === '/api/auth/get-session').length;
    // The other tab followed the link: the session cookie is this browser's now.
    Object.assign(routes, ADA_SESSION);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/dashboard'), {
      timeout: 8000,
    });
    expect(screen.queryByText('Check your email')).not.toBeInTheDocument();
    expect(fetch.paths().filter((path) => path === '/api/auth/get-session').length).toBeGreaterThan(
      asked,
    );
  });

  it("names the account after the email's local part when the full name is empty", async () => {
    const { fetch, user } = await renderSignUp();
    await user.type(screen.getByLabelText('Email'), 'bo@example.com');
    await user.type(screen.getByLabelText('Password'), STRONG);
    await user.click(createAccount());
    await screen.findByText('Check your email');
    expect(fetch.bodies('POST /api/auth/sign-up/email')[0]).toMatchObject({
      name: 'bo',
      full_name: '',
    });
  });

  it('says the email is taken when the field loses focus, and blocks Create Account', async () => {
    const { fetch, user } = await renderSignUp(true);
    const email = screen.getByLabelText('Email');
    await user.type(email, 'Ada@Example.com ');
    await user.type(screen.getByLabelText('Password'), STRONG);
    const message =
      'An account with ada@example.com already exists. Please sign in instead or use a different email address.';
    expect(await screen.findByText(message)).toBeVisible();
    expect(email).toHaveAccessibleDescription(message);
    expect(createAccount()).toBeDisabled();
    expect(fetch.bodies('POST /api/auth/sign-up/email')).toEqual([]);
  });

  it.each([
    { name: 'an empty password', email: 'ada@example.com', password: '', strength: null },
    { name: 'a weak password', email: 'ada@example.com', password: 'abc', strength: 'Weak' },
    {
      name: 'five of six rules',
      email: 'ada@example.com',
      password: 'Abcdefg1',
      strength: 'Strong',
    },
    { name: 'a malformed email', email: 'ada@example', password: STRONG, strength: 'Strong' },
  ])('disables Create Account for $name', async ({ email, password, strength }) => {
    const { user } = await renderSignUp();
    await user.type(screen.getByLabelText('Email'), email);
    if (password) await user.type(screen.getByLabelText('Password'), password);
    await user.tab();
    if (strength) expect(screen.getByText(`Password strength: ${strength}`)).toBeVisible();
    expect(createAccount()).toBeDisabled();
  });

  it('explains a password that fails the checklist and enables Create Account when it passes', async () => {
    const { user } = await renderSignUp();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    const password = screen.getByLabelText('Password');
    await user.type(password, 'abcdefgh');
    await user.tab();
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining('Password does not meet strength requirements'),
    );
    expect(password).toHaveAccessibleDescription(
      expect.stringMatching(/At least 8 characters ?\(met\).*A special character ?\(not met\)/),
    );
    await user.clear(password);
    await user.type(password, STRONG);
    expect(createAccount()).toBeEnabled();
  });

  it('shows the server message when sign-up fails', async () => {
    const { user } = await renderSignUp();
    stubFetch({
      ...SIGNED_OUT_SESSION,
      'POST /api/check-email-exists': { body: { exists: false } },
      'POST /api/auth/sign-up/email': { status: 429 },
    });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), STRONG);
    await user.click(createAccount());
    expect(await screen.findByRole('alert')).toHaveTextContent(/too many/i);
  });
});
