import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../test/render-signed-in';
import { stubFetch } from '../../test/stub-fetch';
import { dashboardLink } from '../../test/team-fixtures';
import { DashboardPage } from '../dashboard/dashboard-page';

afterEach(() => vi.unstubAllGlobals());

const page = (links: object[]) => ({ body: { links, next_cursor: null, total: 3 } });
const FILED = dashboardLink('filed-link', { folder_id: 'f1' });
const LOOSE = dashboardLink('loose-link');
const STORED = dashboardLink('stored-link', { archived: true, notes: 'old' });
const FOLDERS = {
  body: {
    folders: [{ id: 'f1', name: 'Campaigns', created_at: '', links: 1, archived: 1 }],
    no_folder: { links: 1, archived: 0 },
    archived: 1,
  },
};
const NO_TAGS = { 'GET /api/tags': { body: { tags: [] } } };

describe('folders on the dashboard', () => {
  it('filters by folder with counts, and shows the archived links apart', async () => {
    const fetch = stubFetch({
      ...NO_TAGS,
      'GET /api/links?sort=newest&limit=25': page([FILED, LOOSE]),
      'GET /api/links?sort=newest&limit=25&folder_id=f1': page([FILED]),
      'GET /api/links?sort=newest&limit=25&folder_id=f1&archived=true': page([]),
      'GET /api/links?sort=newest&limit=25&archived=true': page([STORED]),
      'GET /api/folders': FOLDERS,
    });
    const user = userEvent.setup();
    renderSignedIn(<DashboardPage />, 'free');
    const filter = await screen.findByLabelText('Folder');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All folders', 'No folder (1)', 'Campaigns (1)']);
    await user.selectOptions(filter, 'f1');
    await waitFor(() => expect(screen.queryByText('kurz.link/loose-link')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Archived (1)' }));
    expect(await screen.findByText('No archived URLs here.')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Folder'), '');
    expect(await screen.findByText('kurz.link/stored-link')).toBeVisible();
    expect(fetch.paths()).toContain('/api/links?sort=newest&limit=25&archived=true');
  });

  it('sends the folder, notes and archive the editor changed', async () => {
    const fetch = stubFetch({
      ...NO_TAGS,
      'GET /api/links?sort=newest&limit=25': page([LOOSE]),
      'GET /api/folders': FOLDERS,
      'PATCH /api/links/id-loose-link': { body: { ...LOOSE, folder_id: 'f1' } },
    });
    const user = userEvent.setup();
    renderSignedIn(<DashboardPage />, 'free');
    await user.click(await screen.findByRole('button', { name: 'Edit loose-link' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Folder'), 'f1');
    await user.type(within(dialog).getByLabelText('Notes'), 'Printed on flyers');
    expect(within(dialog).getByText(/17 \/ 2,000 characters/)).toBeVisible();
    await user.click(within(dialog).getByRole('checkbox', { name: /Archived/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(fetch.bodies('PATCH /api/links/id-loose-link')).toEqual([
        { folder_id: 'f1', notes: 'Printed on flyers', archived: true },
      ]),
    );
  });

  it('adds, renames and deletes folders in the manager, with a confirm before deleting', async () => {
    const fetch = stubFetch({
      ...NO_TAGS,
      'GET /api/links?sort=newest&limit=25': page([LOOSE]),
      'GET /api/folders': FOLDERS,
      'POST /api/folders': { status: 201, body: { folder: FOLDERS.body.folders[0] } },
      'PATCH /api/folders/f1': { body: { folder: FOLDERS.body.folders[0] } },
      'DELETE /api/folders/f1': { body: { deleted: true, unfiled: 2 } },
    });
    const user = userEvent.setup();
    renderSignedIn(<DashboardPage />, 'free');
    await user.click(await screen.findByRole('button', { name: 'Folders…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Folders' });
    await user.type(within(dialog).getByLabelText('New folder'), 'Spring');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(fetch.bodies('POST /api/folders')).toEqual([{ name: 'Spring' }]));
    await user.click(within(dialog).getByRole('button', { name: 'Rename Campaigns' }));
    const rename = within(dialog).getByLabelText('Rename Campaigns');
    await user.clear(rename);
    await user.type(rename, 'Launches');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fetch.bodies('PATCH /api/folders/f1')).toEqual([{ name: 'Launches' }]),
    );
    await user.click(await within(dialog).findByRole('button', { name: 'Delete Campaigns' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Campaigns”?' });
    expect(within(confirm).getByText(/links stay, in no folder/)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Delete folder' }));
    await waitFor(() => expect(fetch.paths()).toContain('/api/folders/f1'));
  });

  it('says so when there are no folders yet', async () => {
    stubFetch({
      ...NO_TAGS,
      'GET /api/links?sort=newest&limit=25': page([LOOSE]),
      'GET /api/folders': {
        body: { folders: [], no_folder: { links: 1, archived: 0 }, archived: 0 },
      },
    });
    const user = userEvent.setup();
    renderSignedIn(<DashboardPage />, 'free');
    await user.click(await screen.findByRole('button', { name: 'Folders…' }));
    expect(await screen.findByText('No folders yet.')).toBeVisible();
    expect(screen.queryByLabelText('Folder')).toBeNull();
  });
});
