import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { renderRoute } from '../../test/render-route';
import { renderSignedIn } from '../../test/render-signed-in';
import { ADA_SESSION, stubFetch } from '../../test/stub-fetch';
import {
  authTeam,
  dashboardLink,
  TEAMS_KEY,
  teamLink,
  teamsReply,
  teamView,
} from '../../test/team-fixtures';
import { DashboardPage } from '../dashboard/dashboard-page';

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const PERSONAL_LIST = 'GET /api/links?sort=newest&limit=25';
const TEAM_LIST = 'GET /api/links?sort=newest&limit=25&organization_id=t1';
const page = (...links: object[]) => ({ body: { links, next_cursor: null, total: links.length } });
const acme = (role: 'viewer' | 'member' | 'admin') => authTeam('t1', 'Acme Marketing', role);
/** Every call to the links API, as 'METHOD path'. */
const linkCalls = (mock: ReturnType<typeof stubFetch>['mock']) =>
  mock.mock.calls
    .map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`)
    .filter((call) => call.includes('/api/links'));

describe('the dashboard in a workspace', () => {
  it("lists the selected team's links, naming the team, and says which workspace it is", async () => {
    const fetch = stubFetch({
      [TEAM_LIST]: page(teamLink('mine', 'u1'), teamLink('theirs', 'u2')),
    });
    renderSignedIn(<DashboardPage />, 'free', '/user/dashboard', acme('member'));
    expect(await screen.findByText('kurz.test/mine')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your URLs (2)' })).toBeVisible();
    expect(screen.getByText('Acme Marketing workspace')).toBeVisible();
    expect(linkCalls(fetch.mock)).toEqual([`${TEAM_LIST}`]);
  });

  it('names no team in the personal workspace', async () => {
    const fetch = stubFetch({ [PERSONAL_LIST]: page(dashboardLink('own')) });
    renderSignedIn(<DashboardPage />, 'premium');
    expect(await screen.findByText('kurz.link/own')).toBeVisible();
    expect(screen.getByText('Personal workspace')).toBeVisible();
    expect(fetch.paths().filter((path) => path.includes('organization_id'))).toEqual([]);
  });

  it("edits and deletes a member's own team link in the team, and offers nothing on another's", async () => {
    const user = userEvent.setup();
    const mine = teamLink('mine', 'u1');
    const fetch = stubFetch({
      [TEAM_LIST]: page(mine, teamLink('theirs', 'u2')),
      'PATCH /api/links/mine': { body: { ...mine, full_url: 'https://example.com/new' } },
      'DELETE /api/links/mine?organization_id=t1': { body: { deleted: 1 } },
    });
    renderSignedIn(<DashboardPage />, 'free', '/user/dashboard', acme('member'));
    await screen.findByText('kurz.test/theirs');
    for (const name of ['Edit theirs', 'Delete theirs', 'Select theirs'])
      expect(screen.queryByRole('button', { name }) ?? screen.queryByLabelText(name)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit mine' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit link' }));
    await user.clear(dialog.getByLabelText('Destination URL'));
    await user.type(dialog.getByLabelText('Destination URL'), 'https://example.com/new');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(fetch.bodies('PATCH /api/links/mine')).toEqual([
        { full_url: 'https://example.com/new', organization_id: 't1' },
      ]),
    );

    await user.click(await screen.findByRole('button', { name: 'Delete mine' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this link?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() =>
      expect(linkCalls(fetch.mock)).toContain('DELETE /api/links/mine?organization_id=t1'),
    );
  });

  it('deletes a selection, exports and imports in the team', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({
      [TEAM_LIST]: page(teamLink('one', 'u2'), teamLink('two', 'u3')),
      'DELETE /api/links/bulk': {
        body: {
          results: [
            { id: 'one', ok: true },
            { id: 'two', ok: true },
          ],
          deleted: 2,
          failed: 0,
        },
      },
      'GET /api/links/export?sort=newest&organization_id=t1': async () =>
        new Response('url,code\r\n', { headers: { 'content-type': 'text/csv' } }),
      'POST /api/links/import/preview': {
        body: {
          outcomes: [],
          rows: [],
          counts: { create: 0, exists: 0, error: 0 },
          quota: { limit: null, used: 0, left: null },
          ignored_columns: [],
          format: 'kurz',
        },
      },
    });
    renderSignedIn(<DashboardPage />, 'free', '/user/dashboard', acme('admin'));
    await user.click(await screen.findByLabelText('Select all shown URLs'));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete 2 links?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() =>
      expect(fetch.bodies('DELETE /api/links/bulk')).toEqual([
        { ids: ['one', 'two'], organization_id: 't1' },
      ]),
    );

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(fetch.paths()).toContain('/api/links/export?sort=newest&organization_id=t1'),
    );

    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const importer = within(screen.getByRole('dialog', { name: 'Import links from CSV' }));
    const file = new File(['url\nhttps://example.com/2\n'], 'links.csv', { type: 'text/csv' });
    await user.upload(importer.getByLabelText('CSV or SQL file'), file);
    await waitFor(() =>
      expect(fetch.bodies('POST /api/links/import/preview')).toEqual([
        { csv: 'url\nhttps://example.com/2\n', organization_id: 't1' },
      ]),
    );
  });

  it("shows a viewer the team's links with the reason there is nothing to change", async () => {
    stubFetch({ [TEAM_LIST]: page(teamLink('theirs', 'u2')) });
    renderSignedIn(<DashboardPage />, 'premium', '/user/dashboard', acme('viewer'));
    await screen.findByText('kurz.test/theirs');
    expect(
      screen.getByText(
        'Your role in Acme Marketing lets you see its links, not create or change them.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete)/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('offers a viewer of an empty team no way to create its first link', async () => {
    stubFetch({ [TEAM_LIST]: page() });
    renderSignedIn(<DashboardPage />, 'premium', '/user/dashboard', acme('viewer'));
    expect(await screen.findByText('No URLs created yet.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Create your first short URL' })).toBeNull();
  });
});

describe('switching the workspace', () => {
  it("reads the other workspace's list, and back", async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({
      ...ADA_SESSION,
      [TEAMS_KEY]: teamsReply(teamView('t1', 'Acme Marketing', 'member')),
      [PERSONAL_LIST]: page(dashboardLink('personal-one')),
      [TEAM_LIST]: page(teamLink('team-one', 'u1')),
    });
    renderRoute('/user/dashboard', { withAuth: true });
    expect(await screen.findByText('kurz.link/personal-one')).toBeVisible();
    expect(screen.getByText('Personal workspace')).toBeVisible();

    const switchTo = async (name: string) => {
      await user.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
      const switcher = await screen.findByRole('list', { name: 'Switch workspace' });
      await user.click(within(switcher).getByRole('button', { name }));
    };
    await switchTo('Acme Marketing');
    expect(await screen.findByText('kurz.test/team-one')).toBeVisible();
    expect(screen.getByText('Acme Marketing workspace')).toBeVisible();
    expect(screen.queryByText('kurz.link/personal-one')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.currentTeam)).toBe('t1');
    expect(linkCalls(fetch.mock)).toContain(TEAM_LIST);

    await switchTo('Personal');
    expect(await screen.findByText('kurz.link/personal-one')).toBeVisible();
    expect(screen.queryByText('kurz.test/team-one')).toBeNull();
  });
});
