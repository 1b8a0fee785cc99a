import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../../test/render-signed-in';
import { stubFetch } from '../../../test/stub-fetch';
import { authTeam, dashboardLink, teamLink } from '../../../test/team-fixtures';
import { DashboardPage } from '../../dashboard/dashboard-page';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/links?sort=newest&limit=25';
const page = (links: object[], next_cursor: string | null = null) => ({
  body: { links, next_cursor, total: links.length + (next_cursor ? 25 : 0) },
});
const ONE = dashboardLink('one');
const TWO = dashboardLink('two');
const FOLDERS = {
  body: {
    folders: [{ id: 'f1', name: 'Campaigns', created_at: '', links: 0, archived: 0 }],
    no_folder: { links: 2, archived: 0 },
    archived: 0,
  },
};
const changed = (...ids: string[]) => ({
  body: {
    results: ids.map((id) => ({ id, ok: true, link: dashboardLink(id) })),
    changed: ids.length,
    failed: 0,
  },
});

async function selectBoth() {
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Select one' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select two' }));
  return within(screen.getByRole('region', { name: 'Selected links' }));
}

describe('the selection bar', () => {
  it('appears with the selection and archives the selected links', async () => {
    const fetches = stubFetch({
      [LIST]: page([ONE, TWO]),
      'PATCH /api/links/bulk': changed(ONE.id, TWO.id),
    });
    renderSignedIn(<DashboardPage />, 'premium');
    await screen.findByRole('checkbox', { name: 'Select one' });
    expect(screen.queryByRole('region', { name: 'Selected links' })).toBeNull();
    const bar = await selectBoth();
    expect(bar.getByText('2 selected')).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(fetches.bodies('PATCH /api/links/bulk')).toEqual([
        { ids: [ONE.id, TWO.id], set: { archived: true } },
      ]),
    );
    expect(await screen.findByText('2 links changed')).toBeVisible();
  });

  it('moves the selected links to a folder', async () => {
    const fetches = stubFetch({
      [LIST]: page([ONE, TWO]),
      'GET /api/folders': FOLDERS,
      'PATCH /api/links/bulk': changed(ONE.id, TWO.id),
    });
    renderSignedIn(<DashboardPage />, 'premium');
    const bar = await selectBoth();
    await userEvent.selectOptions(bar.getByLabelText('Change'), 'Move to folder');
    await userEvent.selectOptions(bar.getByLabelText('Folder'), 'Campaigns');
    await userEvent.click(bar.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(fetches.bodies('PATCH /api/links/bulk')).toEqual([
        { ids: [ONE.id, TWO.id], set: { folder_id: 'f1' } },
      ]),
    );
  });

  it('turns query forwarding off, and lists the links that could not be changed', async () => {
    const fetches = stubFetch({
      [LIST]: page([ONE, TWO]),
      'PATCH /api/links/bulk': {
        body: {
          results: [
            { id: ONE.id, ok: true, link: ONE },
            {
              id: TWO.id,
              ok: false,
              error: { error: 'Short URL already exists', code: 'already_exists' },
            },
          ],
          changed: 1,
          failed: 1,
        },
      },
    });
    renderSignedIn(<DashboardPage />, 'premium');
    const bar = await selectBoth();
    await userEvent.selectOptions(bar.getByLabelText('Change'), 'Query forwarding');
    await userEvent.selectOptions(bar.getByLabelText("Forward the visitor's query string"), 'Off');
    await userEvent.click(bar.getByRole('button', { name: 'Apply' }));
    const alert = await bar.findByRole('alert');
    expect(alert).toHaveTextContent('1 link could not be changed:');
    expect(alert).toHaveTextContent('https://kurz.link/two: Short URL already exists');
    expect(fetches.bodies('PATCH /api/links/bulk')).toEqual([
      { ids: [ONE.id, TWO.id], set: { forward_query: false } },
    ]);
  });

  it('offers expiry on premium only', async () => {
    stubFetch({ [LIST]: page([ONE, TWO]) });
    renderSignedIn(<DashboardPage />, 'free');
    const bar = await selectBoth();
    const change = bar.getByLabelText('Change');
    expect(within(change).queryByRole('option', { name: 'Set expiry' })).toBeNull();
    expect(within(change).getByRole('option', { name: 'Set tags' })).toBeInTheDocument();
  });

  it('deletes every link the filter keeps once the whole page is picked and asked for', async () => {
    const fetches = stubFetch({
      [LIST]: page([ONE, TWO], 'next'),
      'DELETE /api/links/bulk': {
        body: { results: [{ id: ONE.id, ok: true }], deleted: 30, failed: 0 },
      },
    });
    renderSignedIn(<DashboardPage />, 'premium');
    await userEvent.click(await screen.findByLabelText('Select all shown URLs'));
    const bar = within(screen.getByRole('region', { name: 'Selected links' }));
    await userEvent.click(bar.getByRole('button', { name: 'Select all matching this filter' }));
    expect(bar.getByText('All links matching this filter')).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: 'Delete selected' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete all matching links?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fetches.bodies('DELETE /api/links/bulk')).toEqual([{ filter: {} }]));
    expect(await screen.findByText('30 links deleted')).toBeVisible();
  });

  it('offers a member the bar for its own links only, and no viewer at all', async () => {
    const team = 'GET /api/links?sort=newest&limit=25&organization_id=t1';
    stubFetch({ [team]: page([teamLink('mine', 'u1'), teamLink('theirs', 'u2')]) });
    const rendered = renderSignedIn(
      <DashboardPage />,
      'free',
      '/user/dashboard',
      authTeam('t1', 'Acme', 'member'),
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select mine' }));
    const bar = within(screen.getByRole('region', { name: 'Selected links' }));
    expect(bar.getByText('1 selected')).toBeVisible();
    expect(bar.getByRole('button', { name: 'Archive' })).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: 'Select theirs' })).toBeNull();
    rendered.unmount();

    renderSignedIn(<DashboardPage />, 'free', '/user/dashboard', authTeam('t1', 'Acme', 'viewer'));
    await screen.findByText('kurz.test/mine');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
