import { portalFailureMessage } from '@kurz/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../test/render-signed-in';
import { stubFetch } from '../../test/stub-fetch';
import { dashboardLink } from '../../test/team-fixtures';
import { DashboardPage } from './dashboard-page';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/links?sort=newest&limit=25';
const link = dashboardLink;
const page = (links: object[], next_cursor: string | null = null) => ({
  body: { links, next_cursor, total: links.length + (next_cursor ? 25 : 0) },
});

describe('the dashboard', () => {
  it('welcomes a Pro user by first name with the badge, Manage Subscription and a QR column', async () => {
    stubFetch({ [LIST]: page([link('first-link')]) });
    renderSignedIn(<DashboardPage />, 'pro');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome back, Ada!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Pro')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage Subscription' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your URLs (1)' })).toBeInTheDocument();
    for (const column of ['Short URL', 'Destination', 'Created', 'Type', 'Clicks', 'QR Code'])
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'kurz.link/first-link' })).toHaveAttribute(
      'href',
      'https://kurz.link/first-link',
    );
  });

  it('shows a Unicode destination decoded, and edits the URL as stored', async () => {
    const stored = 'https://xn--mnchen-3ya.de/%E5%9C%B0%E5%9B%B3?q=%C3%A9t%C3%A9';
    stubFetch({ [LIST]: page([link('idn-link', { full_url: stored })]) });
    renderSignedIn(<DashboardPage />, 'pro');
    const shown = await screen.findByText('https://münchen.de/地図?q=été');
    expect(shown).toHaveAttribute('title', 'https://münchen.de/地図?q=été');
    expect(screen.queryByText(stored)).not.toBeInTheDocument();
  });

  it('offers a free user the pricing plans and the teaser, without the QR column', async () => {
    stubFetch({ [LIST]: page([link('free-link')]) });
    renderSignedIn(<DashboardPage />, 'free');
    expect(screen.getByRole('link', { name: 'View Pricing Plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(screen.getByRole('heading', { name: 'Unlock Premium features' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Your URLs (1)' });
    expect(screen.queryByRole('columnheader', { name: 'QR Code' })).not.toBeInTheDocument();
  });

  it.each([
    ['premium', true],
    ['free', false],
  ] as const)(
    'on %s, click counts link to the analytics of their link: %s',
    async (plan, hasLink) => {
      stubFetch({ [LIST]: page([link('counted')]) });
      renderSignedIn(<DashboardPage />, plan);
      await screen.findByRole('heading', { name: 'Your URLs (1)' });
      const drillDown = screen.queryByRole('link', { name: '3 clicks: analytics for counted' });
      if (hasLink) expect(drillDown).toHaveAttribute('href', '/user/analytics?link=id-counted');
      else expect(drillDown).toBeNull();
    },
  );

  it.each(['premium', 'free'] as const)(
    'says "1 click", not "1 clicks", on the mobile card (%s)',
    async (plan) => {
      stubFetch({ [LIST]: page([link('single', { clicks: 1 })]) });
      renderSignedIn(<DashboardPage />, plan);
      const row = (await screen.findByRole('link', { name: 'kurz.link/single' })).closest('tr');
      expect(row).toHaveTextContent(/1 click(?!s)/);
      if (plan === 'premium')
        expect(screen.getByRole('link', { name: '1 click: analytics for single' })).toBeVisible();
    },
  );

  it("marks a link an admin disabled as 'Disabled', and no other", async () => {
    stubFetch({ [LIST]: page([link('taken-down', { is_disabled: true }), link('fine')]) });
    renderSignedIn(<DashboardPage />, 'free');
    const rows = await screen.findAllByRole('row');
    const rowOf = (code: string) =>
      rows.find((row) => within(row).queryByRole('checkbox', { name: `Select ${code}` }));
    expect(within(rowOf('taken-down') as HTMLElement).getByText('Disabled')).toBeVisible();
    expect(within(rowOf('fine') as HTMLElement).queryByText('Disabled')).toBeNull();
  });

  it('shows the empty state with a link to create the first URL', async () => {
    stubFetch({ [LIST]: page([]) });
    renderSignedIn(<DashboardPage />, 'free');
    expect(await screen.findByText('No URLs created yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first short URL' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it.each([
    ['/user/dashboard?success=true', /Payment successful!/],
    ['/user/dashboard?canceled=true', /Checkout canceled/],
  ])('shows the banner of %s', async (path, text) => {
    stubFetch({ [LIST]: page([]) });
    renderSignedIn(<DashboardPage />, 'premium', path);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('shows a failed list with Try Again', async () => {
    stubFetch({ [LIST]: { status: 503, body: { error: 'Service temporarily unavailable' } } });
    renderSignedIn(<DashboardPage />);
    expect(
      await screen.findByText('Service temporarily unavailable', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('loads the next page with the cursor', async () => {
    stubFetch({
      [LIST]: page([link('page-one')], 'c2'),
      'GET /api/links?sort=newest&limit=25&cursor=c2': page([link('page-two')]),
    });
    renderSignedIn(<DashboardPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'kurz.link/page-two' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'kurz.link/page-one' })).toBeInTheDocument();
  });

  it('searches and sorts through the API', async () => {
    const { mock } = stubFetch({
      [LIST]: page([link('one-link')]),
      'GET /api/links?sort=newest&limit=25&search=docs': page([]),
      'GET /api/links?sort=clicks&limit=25&search=docs': page([]),
    });
    renderSignedIn(<DashboardPage />);
    await screen.findByRole('link', { name: 'kurz.link/one-link' });
    await userEvent.type(screen.getByLabelText('Search URLs'), 'docs');
    expect(await screen.findByText('No URLs match “docs”.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Sort'), 'clicks');
    await waitFor(() =>
      expect(mock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/links?sort=clicks&limit=25&search=docs',
      ),
    );
  });

  it('deletes a link only after confirmation', async () => {
    const fetches = stubFetch({
      [LIST]: page([link('gone-link')]),
      'DELETE /api/links/id-gone-link': { body: { deleted: 1 } },
    });
    renderSignedIn(<DashboardPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete gone-link' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this link?' });
    expect(within(dialog).getByText(/cannot be undone/)).toBeInTheDocument();
    expect(fetches.mock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Link deleted')).toBeInTheDocument();
  });

  it('deletes the selected links together', async () => {
    const fetches = stubFetch({
      [LIST]: page([link('bulk-one'), link('bulk-two'), link('bulk-kept')]),
      'DELETE /api/links/bulk': {
        body: {
          results: [
            { id: 'id-bulk-one', ok: true },
            { id: 'id-bulk-two', ok: true },
          ],
          deleted: 2,
          failed: 0,
        },
      },
    });
    renderSignedIn(<DashboardPage />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select bulk-one' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select bulk-two' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete 2 links?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() =>
      expect(fetches.bodies('DELETE /api/links/bulk')).toEqual([
        { ids: ['id-bulk-one', 'id-bulk-two'] },
      ]),
    );
  });

  it('edits a link and shows the server refusal in the dialog', async () => {
    const fetches = stubFetch({
      [LIST]: page([link('edit-link')]),
      'PATCH /api/links/id-edit-link': {
        status: 400,
        body: { error: 'Short URL already exists', code: 'already_exists' },
      },
    });
    renderSignedIn(<DashboardPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit edit-link' }));
    const code = screen.getByLabelText('Short code');
    await userEvent.clear(code);
    await userEvent.type(code, 'taken-code');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    // Through the shared message table, as the shortener words it.
    expect(
      await screen.findByText(
        'This custom short URL is already taken. Please choose a different one.',
      ),
    ).toBeInTheDocument();
    expect(fetches.bodies('PATCH /api/links/id-edit-link')).toEqual([{ short_url: 'taken-code' }]);
  });

  it('opens the billing portal from Manage Subscription', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubFetch({
      [LIST]: page([]),
      'POST /api/create-portal-session': { body: { portal_url: 'https://billing.example/p' } },
    });
    renderSignedIn(<DashboardPage />, 'premium');
    await userEvent.click(screen.getByRole('button', { name: 'Manage Subscription' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.example/p'));
  });

  it('explains a portal failure with the spec message', async () => {
    stubFetch({
      [LIST]: page([]),
      'POST /api/create-portal-session': { status: 500, body: { error: 'Internal server error' } },
    });
    renderSignedIn(<DashboardPage />, 'pro');
    await userEvent.click(screen.getByRole('button', { name: 'Manage Subscription' }));
    expect(await screen.findByText(portalFailureMessage(''))).toBeInTheDocument();
  });
});

describe('link expiry on the dashboard', () => {
  const PATCH = 'PATCH /api/links/id-expiring';
  const expiring = link('expiring', {
    expires_at: '2099-06-30T16:00:00.000Z',
    max_clicks: 10,
    clicks_left: 4,
    expired_url: 'https://example.com/over',
  });
  const openEdit = async (code: string) => {
    await userEvent.click(await screen.findByRole('button', { name: `Edit ${code}` }));
    return screen.getByRole('dialog', { name: 'Edit link' });
  };

  it('sends only the click limit when only that is typed', async () => {
    const fetches = stubFetch({
      [LIST]: page([link('expiring')]),
      [PATCH]: { body: link('expiring', { max_clicks: 5, clicks_left: 5 }) },
    });
    renderSignedIn(<DashboardPage />, 'premium');
    const dialog = await openEdit('expiring');
    await userEvent.click(within(dialog).getByText('Expiry'));
    await userEvent.type(within(dialog).getByLabelText('Expires after (clicks)'), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetches.bodies(PATCH)).toEqual([{ max_clicks: 5 }]);
  });

  it('shows the expiry in the user’s time zone and sends nulls when it is removed', async () => {
    const fetches = stubFetch({ [LIST]: page([expiring]), [PATCH]: { body: link('expiring') } });
    renderSignedIn(<DashboardPage />, 'premium');
    const dialog = await openEdit('expiring');
    const at = within(dialog).getByLabelText('Expires at') as HTMLInputElement;
    expect(new Date(at.value).toISOString()).toBe('2099-06-30T16:00:00.000Z');
    expect(within(dialog).getByLabelText('Expires after (clicks)')).toHaveValue(10);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove expiry' }));
    expect(at).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetches.bodies(PATCH)).toEqual([
      { expires_at: null, max_clicks: null, expired_url: null },
    ]);
  });

  it('checks a changed moment before sending and shows the server refusal in the dialog', async () => {
    const upgrade = 'Link expiry needs the premium plan or higher. Upgrade your plan to use it.';
    const fetches = stubFetch({
      [LIST]: page([expiring]),
      [PATCH]: { status: 403, body: { error: upgrade, code: 'forbidden' } },
    });
    renderSignedIn(<DashboardPage />, 'premium');
    const dialog = await openEdit('expiring');
    const at = within(dialog).getByLabelText('Expires at');
    fireEvent.change(at, { target: { value: '2001-01-01T09:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('The expiry must be in the future.')).toBeVisible();
    expect(fetches.bodies(PATCH)).toEqual([]);
    fireEvent.change(at, { target: { value: '2099-07-01T09:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(upgrade)).toBeVisible();
    expect(fetches.bodies(PATCH)).toEqual([
      { expires_at: new Date('2099-07-01T09:00').toISOString() },
    ]);
  });

  it('is not in the dialog of a free user, who may only remove what the link keeps', async () => {
    stubFetch({ [LIST]: page([expiring]) });
    renderSignedIn(<DashboardPage />, 'free');
    const dialog = await openEdit('expiring');
    expect(within(dialog).queryByLabelText('Expires at')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Remove expiry' })).toBeVisible();
  });

  it('marks links that expire, have expired or count their clicks', async () => {
    stubFetch({
      [LIST]: page([
        expiring,
        link('past', { expires_at: '2001-01-01T00:00:00.000Z' }),
        link('used-up', { max_clicks: 3, clicks_left: 0 }),
        link('one-left', { max_clicks: 3, clicks_left: 1 }),
        link('forever'),
      ]),
    });
    renderSignedIn(<DashboardPage />, 'free');
    const rows = await screen.findAllByRole('row');
    const rowOf = (code: string) =>
      rows.find((row) =>
        within(row).queryByRole('checkbox', { name: `Select ${code}` }),
      ) as HTMLElement;
    const moment = new Intl.DateTimeFormat(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date('2099-06-30T16:00:00.000Z'));
    const time = within(rowOf('expiring')).getByText(moment);
    expect(time).toHaveAttribute('datetime', '2099-06-30T16:00:00.000Z');
    expect(time.parentElement).toHaveTextContent(`Expires ${moment}`);
    expect(within(rowOf('expiring')).getByText('4 clicks left')).toBeVisible();
    expect(within(rowOf('past')).getByText('Expired')).toBeVisible();
    expect(within(rowOf('used-up')).getByText('No clicks left')).toBeVisible();
    expect(within(rowOf('one-left')).getByText('1 click left')).toBeVisible();
    expect(within(rowOf('forever')).queryByText(/Expire|left/)).toBeNull();
  });
});
