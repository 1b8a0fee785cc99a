import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../test/render-signed-in';
import { stubFetch } from '../../test/stub-fetch';
import { dashboardLink } from '../../test/team-fixtures';
import { DashboardPage } from '../dashboard/dashboard-page';

afterEach(() => vi.unstubAllGlobals());

const link = dashboardLink;
const page = (links: object[]) => ({ body: { links, next_cursor: null, total: 2 } });
const SALE = link('sale-link', { title: 'Spring sale', tags: ['Launch', 'promo'] });
const PLAIN = link('plain-link');
const TAGS = {
  body: {
    tags: [
      { id: 'g1', name: 'Launch', links: 1 },
      { id: 'g2', name: 'promo', links: 1 },
    ],
  },
};

describe('tags on the dashboard', () => {
  it('shows the title above the destination and the tags as chips', async () => {
    stubFetch({
      'GET /api/links?sort=newest&limit=25': page([SALE, PLAIN]),
      'GET /api/tags': TAGS,
    });
    renderSignedIn(<DashboardPage />, 'free');
    const row = (await screen.findByRole('link', { name: 'kurz.link/sale-link' })).closest('tr');
    const cells = within(row as HTMLElement);
    expect(cells.getByText('Spring sale')).toBeVisible();
    const chips = cells.getByRole('list', { name: 'Tags' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Launch', 'promo']);
  });

  it('filters by a tag, together with the search, and says when nothing carries it', async () => {
    const fetch = stubFetch({
      'GET /api/links?sort=newest&limit=25': page([SALE, PLAIN]),
      'GET /api/links?sort=newest&limit=25&tag=promo': page([SALE]),
      'GET /api/links?sort=newest&limit=25&search=zzz&tag=promo': page([]),
      'GET /api/tags': TAGS,
    });
    const user = userEvent.setup();
    renderSignedIn(<DashboardPage />, 'free');
    const filter = await screen.findByLabelText('Tag');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All tags', 'Launch (1)', 'promo (1)']);
    await user.selectOptions(filter, 'promo');
    await waitFor(() => expect(screen.queryByText('kurz.link/plain-link')).toBeNull());
    expect(screen.getByRole('link', { name: 'kurz.link/sale-link' })).toBeVisible();
    await user.type(screen.getByLabelText('Search URLs'), 'zzz');
    expect(await screen.findByText('No URLs match “zzz” and carry the tag “promo”.')).toBeVisible();
    expect(fetch.paths()).toContain('/api/links?sort=newest&limit=25&search=zzz&tag=promo');
  });

  it('has no tag filter while the user has no tags', async () => {
    stubFetch({
      'GET /api/links?sort=newest&limit=25': page([PLAIN]),
      'GET /api/tags': { body: { tags: [] } },
    });
    renderSignedIn(<DashboardPage />, 'free');
    await screen.findByRole('link', { name: 'kurz.link/plain-link' });
    expect(screen.queryByLabelText('Tag')).toBeNull();
  });

  it('edits the title and replaces the tags from the edit dialog', async () => {
    const fetch = stubFetch({
      'GET /api/links?sort=newest&limit=25': page([SALE]),
      'GET /api/tags': TAGS,
      'PATCH /api/links/id-sale-link': { body: { ...SALE, title: null, tags: ['promo', 'x'] } },
    });
    const user = userEvent.setup();
    renderSignedIn(<DashboardPage />, 'free');
    await user.click(await screen.findByRole('button', { name: 'Edit sale-link' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByLabelText('Link title')).toHaveValue('Spring sale');
    await user.clear(dialog.getByLabelText('Link title'));
    await user.click(dialog.getByRole('button', { name: 'Remove tag Launch' }));
    await user.type(dialog.getByRole('combobox', { name: 'Tags' }), 'x{Enter}');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(fetch.bodies('PATCH /api/links/id-sale-link')).toEqual([
        { title: null, tags: ['promo', 'x'] },
      ]),
    );
  });
});
