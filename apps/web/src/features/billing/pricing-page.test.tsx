import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderDrawnRoute } from '../../test/render-route';
import { ADA_SESSION, SIGNED_OUT_SESSION, stubFetch } from '../../test/stub-fetch';
import { CATALOG_PLANS } from './catalog-plans';
import { navigateAway } from './navigate-away';

const PLANS = { 'GET /api/subscription-plans': { body: CATALOG_PLANS } };
const asPlan = (plan: string) => ({
  ...ADA_SESSION,
  'GET /api/profile': {
    body: { ...ADA_SESSION['GET /api/profile'].body, subscription_plan: plan },
  },
});

let leave: (url: string) => void;
beforeEach(() => {
  leave = vi.fn<(url: string) => void>();
  vi.spyOn(navigateAway, 'to').mockImplementation(leave);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const card = (name: string) => screen.getByRole('listitem', { name });
/** Waits until the profile has loaded: the user's own card says so, the others can be used. */
const signedInAs = (plan: string) =>
  waitFor(() => {
    expect(within(card(plan)).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    const other = plan === 'Premium' ? 'Pro' : 'Premium';
    expect(within(card(other)).getByRole('button')).toBeEnabled();
  });

describe('/pricing', () => {
  it('shows the four plans with Pro as Most Popular, Free at $0 and Enterprise as Custom', async () => {
    stubFetch({ ...SIGNED_OUT_SESSION, ...PLANS });
    await renderDrawnRoute('/pricing', { withAuth: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    expect(within(card('Pro')).getByText('Most Popular')).toBeVisible();
    expect(within(card('Free')).getByText('$0')).toBeVisible();
    expect(within(card('Enterprise')).getByText('Custom')).toBeVisible();
    expect(within(card('Enterprise')).getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      '/enterprise-inquiry',
    );
    expect(screen.getByText('Save up to 17%')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Preview Analytics Dashboard' })).toHaveAttribute(
      'href',
      '/features/analytics',
    );
    for (const claim of [
      /plan changes are immediate/,
      /30-day money-back guarantee/,
      /no setup fee/i,
    ])
      expect(screen.getByText(claim)).toBeInTheDocument();
  });

  it('switches prices to yearly', async () => {
    stubFetch({ ...SIGNED_OUT_SESSION, ...PLANS });
    await renderDrawnRoute('/pricing', { withAuth: true });
    expect(within(card('Premium')).getByText('$9.99')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Yearly' }));
    expect(within(card('Premium')).getByText('$99.90')).toBeVisible();
    expect(within(card('Premium')).getByText('/year')).toBeVisible();
  });

  it('sends a signed-out visitor to sign-up', async () => {
    stubFetch({ ...SIGNED_OUT_SESSION, ...PLANS });
    const { router } = await renderDrawnRoute('/pricing', { withAuth: true });
    const upgrade = within(card('Pro')).getByRole('button', { name: 'Upgrade to Pro' });
    // Disabled until the session check says nobody is signed in.
    await waitFor(() => expect(upgrade).toBeEnabled());
    expect(
      within(card('Free')).getByRole('button', { name: 'Get Started for Free' }),
    ).toBeVisible();
    await userEvent.click(upgrade);
    // /auth is a lazy screen: the navigation ends once its code has loaded.
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/auth?mode=signup',
      ),
    );
  });

  it('labels buttons by plan and opens the portal for a downgrade', async () => {
    const fetch = stubFetch({
      ...ADA_SESSION,
      ...PLANS,
      'POST /api/create-portal-session': { body: { portal_url: 'https://billing.test/p/1' } },
    });
    await renderDrawnRoute('/pricing', { withAuth: true });
    await signedInAs('Pro');
    expect(within(card('Free')).getByRole('button', { name: 'Downgrade to Free' })).toBeVisible();
    await userEvent.click(
      within(card('Premium')).getByRole('button', { name: 'Downgrade to Premium' }),
    );
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://billing.test/p/1'), {
      timeout: 2500,
    });
    expect(fetch.bodies('POST /api/create-portal-session')).toEqual([{}]);
  });

  it('starts checkout with the chosen cycle and goes to Stripe', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = stubFetch({
      ...asPlan('free'),
      ...PLANS,
      'POST /api/create-checkout-session': () =>
        new Promise<Response>((resolve) => (answer = resolve)),
    });
    await renderDrawnRoute('/pricing', { withAuth: true });
    await signedInAs('Free');
    await userEvent.click(screen.getByRole('button', { name: 'Yearly' }));
    await userEvent.click(within(card('Pro')).getByRole('button', { name: 'Upgrade to Pro' }));
    expect(
      await within(card('Pro')).findByRole('button', { name: 'Processing...' }),
    ).toBeDisabled();
    answer(Response.json({ checkout_url: 'https://checkout.test/cs_1' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://checkout.test/cs_1'));
    expect(fetch.bodies('POST /api/create-checkout-session')).toEqual([
      { user_id: 'u1', email: 'ada@example.com', plan: 'pro', billing_cycle: 'yearly' },
    ]);
  });

  it.each([
    [
      'the server text',
      {
        status: 503,
        body: { error: 'Billing is not configured on this server.', code: 'unavailable' },
      },
      'Billing is not configured on this server.',
    ],
    [
      'the spec text without one',
      { status: 502 },
      'Failed to start upgrade process. Please try again.',
    ],
  ])('shows %s when checkout fails', async (_name, reply, message) => {
    stubFetch({ ...asPlan('free'), ...PLANS, 'POST /api/create-checkout-session': reply });
    await renderDrawnRoute('/pricing', { withAuth: true });
    await signedInAs('Free');
    await userEvent.click(
      within(card('Premium')).getByRole('button', { name: 'Upgrade to Premium' }),
    );
    // The toast stays 3 s; a loaded machine may take more than findBy's default 1 s.
    expect(await screen.findByText(message, {}, { timeout: 2500 })).toBeVisible();
    expect(leave).not.toHaveBeenCalled();
  });

  it('says when the user has no billing customer yet', async () => {
    const text = 'No customer ID found. Please contact support or try subscribing again.';
    stubFetch({
      ...ADA_SESSION,
      ...PLANS,
      'POST /api/create-portal-session': {
        status: 400,
        body: { error: text, code: 'invalid_input' },
      },
    });
    await renderDrawnRoute('/pricing', { withAuth: true });
    await signedInAs('Pro');
    await userEvent.click(within(card('Free')).getByRole('button', { name: 'Downgrade to Free' }));
    expect(await screen.findByText(text, {}, { timeout: 2500 })).toBeVisible();
  });

  it('says so when billing is not configured', async () => {
    stubFetch({
      ...SIGNED_OUT_SESSION,
      'GET /api/subscription-plans': { body: { ...CATALOG_PLANS, billing_enabled: false } },
    });
    await renderDrawnRoute('/pricing', { withAuth: true });
    expect(await screen.findByRole('note')).toHaveTextContent('Online payments are not configured');
  });
});
