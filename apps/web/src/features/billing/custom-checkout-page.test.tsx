import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { ADA_SESSION, SIGNED_OUT_SESSION, stubFetch } from '../../test/stub-fetch';

const PATH = '/admin/custom-enterprise-checkout';
const ADMIN = {
  ...ADA_SESSION,
  'GET /api/profile': { body: { ...ADA_SESSION['GET /api/profile'].body, is_admin: true } },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe(PATH, () => {
  it('asks a signed-out visitor to sign in', async () => {
    stubFetch(SIGNED_OUT_SESSION);
    renderRoute(PATH, { withAuth: true });
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    expect(screen.getByText('You must be signed in to access this page.')).toBeVisible();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(main.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('denies a user who is not an admin', async () => {
    stubFetch(ADA_SESSION);
    renderRoute(PATH, { withAuth: true });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeVisible();
    expect(screen.getByText("You don't have permission to access this admin page.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/user/dashboard',
    );
  });

  it('creates a link, shows the savings and copies the URL', async () => {
    const writeText = vi.fn(async () => {});
    const fetch = stubFetch({
      ...ADMIN,
      'POST /api/create-custom-enterprise-checkout': {
        body: {
          checkout_url: 'https://checkout.test/cs_9',
          price_description: '$1,000.00/year (save 17%)',
        },
      },
    });
    renderRoute(PATH, { withAuth: true });
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.type(await screen.findByLabelText('Customer Name'), 'Acme');
    await user.type(screen.getByLabelText('Customer Email'), 'buyer@acme.test');
    await user.type(screen.getByLabelText('Custom Monthly Price (USD)'), '100');
    await user.type(screen.getByLabelText('Custom Yearly Price (USD, optional)'), '1000');
    expect(screen.getByText('Yearly savings: 17%')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Billing Cycle'), 'yearly');
    await user.click(screen.getByRole('button', { name: 'Create Checkout Link' }));

    expect(await screen.findByLabelText('Checkout URL')).toHaveValue('https://checkout.test/cs_9');
    expect(screen.getByText('$1,000.00/year (save 17%)')).toBeVisible();
    expect(fetch.bodies('POST /api/create-custom-enterprise-checkout')).toEqual([
      {
        customerName: 'Acme',
        customerEmail: 'buyer@acme.test',
        customMonthlyPrice: 100,
        customYearlyPrice: 1000,
        billingCycle: 'yearly',
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('https://checkout.test/cs_9');
    expect(await screen.findByText('Checkout URL copied to clipboard!')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Checkout link ready' })).getByRole('button', {
        name: 'Copied!',
      }),
    ).toBeVisible();
  });

  it("shows the server's error", async () => {
    stubFetch({
      ...ADMIN,
      'POST /api/create-custom-enterprise-checkout': {
        status: 400,
        body: { error: 'customerEmail must be an email address', code: 'invalid_input' },
      },
    });
    renderRoute(PATH, { withAuth: true });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Customer Name'), 'Acme');
    await user.type(screen.getByLabelText('Customer Email'), 'a@b.c');
    await user.type(screen.getByLabelText('Custom Monthly Price (USD)'), '5');
    await user.click(screen.getByRole('button', { name: 'Create Checkout Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'customerEmail must be an email address',
    );
  });
});
