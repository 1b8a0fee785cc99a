import { type AnalyticsReport, TEAM_MESSAGES } from '@kurz/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { renderRoute } from '../../test/render-route';
import { ADA_SESSION, stubFetch } from '../../test/stub-fetch';
import { TEAMS_KEY, teamsReply, teamView } from '../../test/team-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SESSION = {
  ...ADA_SESSION,
  'GET /api/auth/get-session': {
    body: {
      ...ADA_SESSION['GET /api/auth/get-session'].body,
      session: { id: 's1', token: 'session-token-1' },
    },
  },
};

const REPORT: AnalyticsReport = {
  range: '7d',
  interval: 'day',
  time_zone: 'UTC',
  from: Date.UTC(2026, 10, 16),
  to: Date.UTC(2026, 10, 23),
  link: null,
  totals: { clicks: 3, humans: 2, bots: 1, unique_visitors: 2, qr: 1, direct: 2 },
  series: [
    {
      start: Date.UTC(2026, 10, 21),
      label: '2026-11-21',
      clicks: 1,
      humans: 1,
      bots: 0,
      visitors: 1,
    },
    {
      start: Date.UTC(2026, 10, 22),
      label: '2026-11-22',
      clicks: 2,
      humans: 1,
      bots: 1,
      visitors: 1,
    },
  ],
  top_links: [
    { id: 'l1', short_url: 'https://kurz.link/abc', url: 'https://example.com/', clicks: 3 },
  ],
  breakdowns: {
    referrer: [{ value: 'news.example', clicks: 3 }],
    country: [
      { value: 'DE', clicks: 2 },
      { value: 'Unknown', clicks: 1 },
    ],
    device: [{ value: 'Desktop', clicks: 3 }],
    browser: [{ value: 'Firefox', clicks: 3 }],
    os: [{ value: 'Linux', clicks: 3 }],
  },
  sources: [
    { value: 'Direct', clicks: 2 },
    { value: 'QR code', clicks: 1 },
  ],
};

const IDN_URL = 'https://xn--bcher-kva.de/%C3%BCber-uns';
const withReply = (reply: { status?: number; body?: unknown }) =>
  stubFetch({ ...SESSION, 'POST /api/analytics-real': reply });

describe('/user/analytics', () => {
  it('shows totals, breakdowns and top links, asking with the session cookie only', async () => {
    const fetch = withReply({ body: { data: REPORT } });
    renderRoute('/user/analytics', { withAuth: true });
    const total = await screen.findByRole('region', { name: 'Total clicks' });
    expect(within(total).getByText('3', { exact: true })).toBeVisible();
    expect(screen.getByText('Germany')).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Analytics for https://kurz.link/abc' }),
    ).toHaveAttribute('href', '/user/analytics?link=l1');
    const call = fetch.mock.mock.calls.find(([url]) => url === '/api/analytics-real');
    expect(new Headers(call?.[1]?.headers).get('authorization')).toBeNull();
    expect(call?.[1]?.credentials).toBe('include');
    expect(fetch.bodies('POST /api/analytics-real')[0]).toMatchObject({
      range: '7d',
      format: 'json',
    });
  });

  it('asks again for the range the user picks, and for one link when drilled down', async () => {
    const fetch = withReply({ body: { data: REPORT } });
    renderRoute('/user/analytics?link=l1', { withAuth: true });
    await screen.findByText('Total clicks');
    await userEvent.setup().click(screen.getByRole('button', { name: '30 days' }));
    await waitFor(() =>
      expect(fetch.bodies('POST /api/analytics-real').at(-1)).toMatchObject({
        range: '30d',
        link_id: 'l1',
      }),
    );
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows new clicks within 5 s without a reload while live', async () => {
    let clicks = 3;
    stubFetch({
      ...SESSION,
      'POST /api/analytics-real': async () =>
        Response.json({ data: { ...REPORT, totals: { ...REPORT.totals, clicks } } }),
    });
    renderRoute('/user/analytics', { withAuth: true });
    const total = await screen.findByRole('region', { name: 'Total clicks' });
    expect(within(total).getByText('3', { exact: true })).toBeVisible();
    clicks = 4;
    await waitFor(() => expect(within(total).getByText('4', { exact: true })).toBeVisible(), {
      timeout: 5000,
    });
  }, 10_000);

  it.each([
    ['the header of one link', { id: 'l1', short_url: 'https://kurz.link/abc', url: IDN_URL }],
    ['the top links', null],
  ])('shows a Unicode destination decoded in %s', async (_where, link) => {
    withReply({
      body: {
        data: {
          ...REPORT,
          link,
          top_links: [{ id: 'l1', short_url: 'https://kurz.link/abc', url: IDN_URL, clicks: 3 }],
        },
      },
    });
    renderRoute('/user/analytics', { withAuth: true });
    expect(
      await screen.findByText((text) => text.includes('https://bücher.de/über-uns')),
    ).toBeVisible();
    expect(screen.queryByText(/xn--|%C3/)).not.toBeInTheDocument();
  });

  it('says when the period has no clicks', async () => {
    withReply({
      body: { data: { ...REPORT, totals: { ...REPORT.totals, clicks: 0 }, series: [] } },
    });
    renderRoute('/user/analytics', { withAuth: true });
    expect(
      await screen.findByText('No analytics data available for the selected period.'),
    ).toBeVisible();
  });

  it.each([
    [401, 'Please sign in to view analytics.', 'Sign In'],
    [
      403,
      'Analytics are available for Premium subscribers. Please upgrade your plan.',
      'View Pricing Plans',
    ],
    [500, 'Failed to load analytics. Please try again.', 'Try again'],
  ])('answers a %i with the spec’s text', async (status, text, action) => {
    withReply({ status, body: { error: 'nope', code: 'x' } });
    renderRoute('/user/analytics', { withAuth: true });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(
      within(alert).getByRole(status === 500 ? 'button' : 'link', { name: action }),
    ).toBeVisible();
  });
});

describe('/user/analytics in a team workspace', () => {
  afterEach(() => localStorage.clear());

  it("shows the team's links, even to a member on a free plan of their own", async () => {
    localStorage.setItem(STORAGE_KEYS.currentTeam, 't1');
    const profile = { ...SESSION['GET /api/profile'].body, subscription_plan: 'free' };
    const fetch = stubFetch({
      ...SESSION,
      'GET /api/profile': { body: profile },
      [TEAMS_KEY]: teamsReply(teamView('t1', 'Acme', 'viewer')),
      'POST /api/analytics-real': { body: { data: REPORT } },
    });
    renderRoute('/user/analytics', { withAuth: true });
    expect(await screen.findByText(/All links of Acme/)).toBeVisible();
    expect(fetch.bodies('POST /api/analytics-real').at(-1)).toMatchObject({
      organization_id: 't1',
    });
    expect(screen.getByText('Acme workspace')).toBeVisible();
  });

  it('names no team in the personal workspace', async () => {
    const fetch = withReply({ body: { data: REPORT } });
    renderRoute('/user/analytics', { withAuth: true });
    expect(await screen.findByText('Personal workspace')).toBeVisible();
    await screen.findByText('Total clicks');
    for (const body of fetch.bodies('POST /api/analytics-real'))
      expect(Object.keys(body as object)).not.toContain('organization_id');
  });

  it("asks for the team's analytics once the user switches to it", async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({
      ...SESSION,
      [TEAMS_KEY]: teamsReply(teamView('t1', 'Acme', 'manager')),
      'POST /api/analytics-real': { body: { data: REPORT } },
    });
    renderRoute('/user/analytics', { withAuth: true });
    expect(await screen.findByText(/All your links/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    const switcher = await screen.findByRole('list', { name: 'Switch workspace' });
    await user.click(within(switcher).getByRole('button', { name: 'Acme' }));
    expect(await screen.findByText(/All links of Acme/)).toBeVisible();
    expect(fetch.bodies('POST /api/analytics-real').at(-1)).toMatchObject({
      organization_id: 't1',
    });
  });

  it('says what the role may not see, not that the plan is too low', async () => {
    localStorage.setItem(STORAGE_KEYS.currentTeam, 't1');
    stubFetch({
      ...SESSION,
      [TEAMS_KEY]: teamsReply(teamView('t1', 'Acme', 'member')),
      'POST /api/analytics-real': {
        status: 403,
        body: { error: TEAM_MESSAGES.noPermission, code: 'forbidden' },
      },
    });
    renderRoute('/user/analytics', { withAuth: true });
    expect(await screen.findByText(TEAM_MESSAGES.noPermission)).toBeVisible();
  });
});
