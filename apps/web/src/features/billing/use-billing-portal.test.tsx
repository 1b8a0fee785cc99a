import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthProfile, SIGNED_OUT } from '../../app/auth-context';
import { ToastProvider } from '../../app/toasts/toast-provider';
import { stubFetch } from '../../test/stub-fetch';
import { navigateAway } from './navigate-away';
import { useBillingPortal } from './use-billing-portal';

const PROFILE: AuthProfile = {
  id: 'u1',
  email: 'ada@example.com',
  full_name: 'Ada',
  avatar_url: null,
  subscription_plan: 'pro',
  is_admin: false,
  providers: ['credential'],
};

function ManageButton() {
  const { openPortal, isOpening } = useBillingPortal();
  return (
    <button type="button" onClick={() => void openPortal()} disabled={isOpening}>
      Manage Subscription
    </button>
  );
}

function renderButton(profile: AuthProfile | null = PROFILE) {
  render(
    <AuthContext.Provider value={{ ...SIGNED_OUT, profile }}>
      <ToastProvider>
        <ManageButton />
      </ToastProvider>
    </AuthContext.Provider>,
  );
  return userEvent.click(screen.getByRole('button', { name: 'Manage Subscription' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PORTAL = 'POST /api/create-portal-session';

describe('useBillingPortal', () => {
  it('goes to the portal URL', async () => {
    const leave = vi.spyOn(navigateAway, 'to').mockImplementation(() => {});
    stubFetch({ [PORTAL]: { body: { portal_url: 'https://billing.test/p' } } });
    await renderButton();
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('https://billing.test/p'));
  });

  it.each([
    [
      'the profile has not loaded',
      null,
      undefined,
      'Please wait for your profile to load and try again.',
    ],
    [
      'the reply has no portal URL',
      PROFILE,
      { body: {} },
      'Unable to access subscription management. Please contact support.',
    ],
    [
      'the customer is missing at Stripe',
      PROFILE,
      {
        status: 404,
        body: { error: 'No such customer: Failed to create portal session', code: 'not_found' },
      },
      'Failed to open subscription management. Your customer record seems to be missing. Please contact support.',
    ],
    [
      'the user never subscribed',
      PROFILE,
      {
        status: 400,
        body: {
          error: 'No customer ID found. Please contact support or try subscribing again.',
          code: 'invalid_input',
        },
      },
      'No customer ID found. Please contact support or try subscribing again.',
    ],
    [
      'the server fails',
      PROFILE,
      { status: 500 },
      'Failed to access subscription management. Please try again.',
    ],
  ])('says so when %s', async (_name, profile, reply, message) => {
    stubFetch(reply ? { [PORTAL]: reply } : {});
    await renderButton(profile);
    expect(await screen.findByText(message)).toBeVisible();
  });
});
