import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { ADA_SESSION, SIGNED_OUT_SESSION, stubFetch } from '../../test/stub-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ADMIN_SESSION = {
  ...ADA_SESSION,
  'GET /api/profile': { body: { ...ADA_SESSION['GET /api/profile'].body, is_admin: true } },
};

const LEAD = {
  id: 'i1',
  firstName: 'Grace',
  lastName: 'Hopper',
  companyName: 'Navy Labs',
  businessEmail: 'grace@navylabs.example',
  phoneNumber: '+1 555 010 2030',
  jobTitle: 'cto',
  companySize: '201-1000',
  primaryUseCase: 'api-integration',
  country: 'United States',
  additionalInfo: 'A million links a month.',
  createdAt: '2026-11-22T10:00:00.000Z',
  handledAt: null,
};

const INQUIRIES = 'GET /api/admin/inbox/enterprise-inquiries?page=1&limit=20';
const REPORTS = 'GET /api/admin/inbox/link-reports?page=1&limit=20';

const REPORT = {
  id: 'r1',
  createdAt: '2026-11-25T01:00:00.000Z',
  handledAt: null,
  shortUrl: 'kurz.link/phish',
  reason: 'phishing',
  details: 'Asks for my bank password',
  reporterEmail: null,
  link: {
    id: 'l1',
    shortLink: 'https://kurz.link/phish',
    destination: 'https://bank.example.evil/login',
    ownerEmail: 'mallory@example.com',
    clicks: 42,
    isDisabled: false,
  },
};

describe('the admin inbox', () => {
  it('asks signed-out visitors to sign in', async () => {
    stubFetch(SIGNED_OUT_SESSION);
    renderRoute('/admin/inbox', { withAuth: true });
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    expect(screen.getByText('You must be signed in to access this page.')).toBeVisible();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(main.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('turns away a signed-in user who is not an admin', async () => {
    stubFetch(ADA_SESSION);
    renderRoute('/admin/inbox', { withAuth: true });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/user/dashboard',
    );
  });

  it('lists leads for an admin and toggles the handled flag', async () => {
    const fetch = stubFetch({
      ...ADMIN_SESSION,
      [INQUIRIES]: { body: { items: [LEAD], page: 1, limit: 20, total: 1 } },
      'PATCH /api/admin/inbox/enterprise-inquiries/i1': {
        body: { ...LEAD, handledAt: '2026-11-22T11:00:00.000Z' },
      },
    });
    renderRoute('/admin/inbox', { withAuth: true });
    const card = (await screen.findByRole('heading', { name: 'Navy Labs' })).closest('article');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('Open')).toBeVisible();
    expect(within(card).getByText('201-1000 employees')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      expect.stringContaining('mailto:grace@navylabs.example'),
    );
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Mark as handled' }));
    expect(await within(card).findByRole('button', { name: 'Mark as open' })).toBeVisible();
    expect(within(card).getByText('Handled')).toBeVisible();
    expect(fetch.bodies('PATCH /api/admin/inbox/enterprise-inquiries/i1')).toEqual([
      { handled: true },
    ]);
  });

  it('switches to contact messages and says when there are none', async () => {
    stubFetch({
      ...ADMIN_SESSION,
      [INQUIRIES]: { body: { items: [], page: 1, limit: 20, total: 0 } },
      'GET /api/admin/inbox/contact-messages?page=1&limit=20': {
        body: { items: [], page: 1, limit: 20, total: 0 },
      },
    });
    const { router } = renderRoute('/admin/inbox', { withAuth: true });
    expect(await screen.findByText('No enterprise inquiries yet.')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Contact messages' }));
    expect(await screen.findByText('No contact messages yet.')).toBeVisible();
    expect(router.state.location.search).toBe('?tab=contact-messages&page=1');
  });

  it('shows a link report with its link and disables the link from there', async () => {
    let reports = [REPORT];
    const fetch = stubFetch({
      ...ADMIN_SESSION,
      [REPORTS]: () =>
        Promise.resolve(Response.json({ items: reports, page: 1, limit: 20, total: 1 })),
      'GET /api/admin/moderation': { body: { links: [], users: [] } },
      'POST /api/admin/moderation/link': () => {
        reports = [{ ...REPORT, link: { ...REPORT.link, isDisabled: true } }];
        return Promise.resolve(Response.json({}));
      },
    });
    renderRoute('/admin/inbox?tab=link-reports&page=1', { withAuth: true });
    const heading = await screen.findByRole(
      'heading',
      { name: 'Phishing: kurz.link/phish' },
      { timeout: 5000 },
    );
    const card = within(heading.closest('article') as HTMLElement);
    expect(card.getByText('https://bank.example.evil/login')).toBeVisible();
    expect(card.getByText('mallory@example.com')).toBeVisible();
    expect(card.getByText('42')).toBeVisible();
    expect(card.getByText('Active')).toBeVisible();
    expect(card.queryByRole('link', { name: 'Reply by email' })).toBeNull();
    await userEvent.setup().click(card.getByRole('button', { name: 'Disable link' }));
    expect(fetch.bodies('POST /api/admin/moderation/link')).toEqual([
      {
        shortUrl: 'https://kurz.link/phish',
        isDisabled: true,
        reason: 'Reported: Phishing (pretends to be someone to steal logins or money)',
      },
    ]);
    expect(await card.findByText('Disabled')).toBeVisible();
    expect(card.queryByRole('button', { name: 'Disable link' })).toBeNull();
  });

  it('marks a report of an unknown short URL as not found', async () => {
    stubFetch({
      ...ADMIN_SESSION,
      [REPORTS]: { body: { items: [{ ...REPORT, link: null }], page: 1, limit: 20, total: 1 } },
    });
    renderRoute('/admin/inbox?tab=link-reports&page=1', { withAuth: true });
    expect(
      await screen.findByText('Not found: no link has this short URL', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Disable link' })).toBeNull();
  });

  it('shows the Admin Inbox menu item to admins only', async () => {
    stubFetch(ADMIN_SESSION);
    renderRoute('/', { withAuth: true });
    expect(
      await screen.findAllByRole('link', { name: 'Admin Inbox', hidden: true }),
    ).not.toHaveLength(0);
  });

  it('hides the Admin Inbox menu item from other users', async () => {
    stubFetch(ADA_SESSION);
    renderRoute('/', { withAuth: true });
    await screen.findAllByRole('link', { name: 'User Profile', hidden: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryAllByRole('link', { name: 'Admin Inbox', hidden: true })).toHaveLength(0);
  });
});
