import { screen, within } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../test/render-signed-in';
import { stubFetch } from '../../test/stub-fetch';
import { authTeam } from '../../test/team-fixtures';

// Imported lazily, as the route does: uPlot reads matchMedia when it loads, after the stub.
const LazyApiUsagePage = lazy(() => import('./api-usage-page'));
const ApiUsagePage = () => (
  <Suspense fallback={null}>
    <LazyApiUsagePage />
  </Suspense>
);

afterEach(() => vi.unstubAllGlobals());

const ZERO_DAYS = [
  { day: '2026-11-01', calls: 0, refused: 0 },
  { day: '2026-11-02', calls: 0, refused: 0 },
];
const EMPTY_MONTH = {
  month: '2026-11',
  limit: 10_000,
  per_minute: 120,
  used: 0,
  refused: 0,
  days: ZERO_DAYS,
  keys: [],
};

const card = (name: string) =>
  within(screen.getByRole('heading', { name }).closest('section') as HTMLElement);

describe('/user/api-access/usage', () => {
  it('shows a month without calls as zeros against the quota', async () => {
    stubFetch({ 'GET /api/api-usage': { body: EMPTY_MONTH } });
    renderSignedIn(<ApiUsagePage />);
    expect(await screen.findByText('November 2026')).toBeVisible();
    expect(card('Calls this month').getByText(/^0/)).toHaveTextContent('0 / 10,000');
    expect(card('Calls this month').getByText('10,000 calls left')).toBeVisible();
    expect(card('Per-minute limit').getByText('120')).toBeVisible();
    expect(card('Refused (429)').getByText('0')).toBeVisible();
    const days = within(screen.getByRole('table', { name: 'API calls and refused calls per day' }));
    expect(days.getAllByRole('row')).toHaveLength(3);
    expect(days.getByRole('rowheader', { name: 'Nov 1' })).toBeInTheDocument();
    expect(screen.getByText('No API keys yet.')).toBeVisible();
  });

  it('shows an unlimited plan as ∞ and the calls and 429s per key', async () => {
    stubFetch({
      'GET /api/api-usage': {
        body: {
          ...EMPTY_MONTH,
          limit: null,
          per_minute: 600,
          used: 1234,
          refused: 7,
          days: [
            { day: '2026-11-01', calls: 1000, refused: 5 },
            { day: '2026-11-02', calls: 234, refused: 2 },
          ],
          keys: [
            {
              id: 'k1',
              name: 'CMS',
              prefix: 'kurz_AbCdEf12',
              revoked: false,
              calls: 1200,
              refused: 7,
            },
            {
              id: 'k2',
              name: 'Old',
              prefix: 'kurz_Zz99Yy88',
              revoked: true,
              calls: 34,
              refused: 0,
            },
          ],
        },
      },
    });
    renderSignedIn(<ApiUsagePage />, 'enterprise');
    await screen.findByText('November 2026');
    expect(card('Calls this month').getByText(/^1,234/)).toHaveTextContent('1,234 / ∞');
    expect(card('Calls this month').getByText('Unlimited on your plan')).toBeVisible();
    expect(card('Per-minute limit').getByText('600')).toBeVisible();
    expect(card('Refused (429)').getByText('7')).toBeVisible();
    const byKey = within(screen.getByRole('table', { name: 'Calls this month by key' }));
    const cms = within(byKey.getByRole('rowheader', { name: /CMS/ }).closest('tr') as HTMLElement);
    expect(cms.getByText('1,200')).toBeVisible();
    expect(cms.getByText('7')).toBeVisible();
    expect(byKey.getByRole('rowheader', { name: /Old/ })).toHaveTextContent('revoked');
  });

  it('shows a failed load with Try Again', async () => {
    stubFetch({ 'GET /api/api-usage': { status: 503, body: { error: 'Service unavailable' } } });
    renderSignedIn(<ApiUsagePage />);
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeVisible();
  });
});

describe('/user/api-access/usage in a team workspace', () => {
  it("shows the team's calls, asking with the team's id", async () => {
    stubFetch({ 'GET /api/api-usage?organization_id=t1': { body: EMPTY_MONTH } });
    renderSignedIn(<ApiUsagePage />, 'free', '/', authTeam('t1', 'Acme', 'member'));
    expect(await screen.findByText('November 2026')).toBeVisible();
    expect(screen.getByText('Acme workspace')).toBeVisible();
    expect(screen.getByText(/Calls made with the keys of Acme this month/)).toBeVisible();
  });

  it('names no team in the personal workspace', async () => {
    stubFetch({ 'GET /api/api-usage': { body: EMPTY_MONTH } });
    renderSignedIn(<ApiUsagePage />);
    expect(await screen.findByText('November 2026')).toBeVisible();
    expect(screen.getByText('Personal workspace')).toBeVisible();
  });
});
