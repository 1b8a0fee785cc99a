import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { ADA_SESSION, SIGNED_OUT_SESSION, stubFetch } from '../../test/stub-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Ada (u1) is the admin here. */
const ADMIN_SESSION = {
  ...ADA_SESSION,
  'GET /api/profile': { body: { ...ADA_SESSION['GET /api/profile'].body, is_admin: true } },
};
/** The page is a lazy route behind the profile: on a busy machine it takes more than 1 s. */
const LOADED = { timeout: 5000 };

const BOB = {
  id: 'u2',
  email: 'bob@example.com',
  name: 'Bob Builder',
  subscription_plan: 'free',
  is_admin: false,
  disabled: false,
  disabled_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  usage: { links_this_month: 42, links_per_month: 100 },
  teams: [{ id: 't1', name: 'Builders', role: 'admin' }],
};
const ADA = {
  ...BOB,
  id: 'u1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  subscription_plan: 'enterprise',
  is_admin: true,
  usage: { links_this_month: 7, links_per_month: null },
  teams: [],
};
const FIRST_PAGE = 'GET /api/admin/users?page=1&limit=20';
const pageOf = (items: object[]) => ({ body: { items, page: 1, limit: 20, total: items.length } });

const rowOf = (email: string) => within(screen.getByRole('listitem', { name: email }));

describe('the admin users page', () => {
  it('asks signed-out visitors to sign in', async () => {
    stubFetch(SIGNED_OUT_SESSION);
    renderRoute('/admin/users', { withAuth: true });
    expect(
      await screen.findByRole('heading', { name: 'Authentication Required' }, LOADED),
    ).toBeVisible();
  });

  it('turns away a signed-in user who is not an admin', async () => {
    stubFetch(ADA_SESSION);
    renderRoute('/admin/users', { withAuth: true });
    expect(await screen.findByRole('heading', { name: 'Access Denied' }, LOADED)).toBeVisible();
  });

  it('lists users with their plan, usage this month and teams', async () => {
    stubFetch({ ...ADMIN_SESSION, [FIRST_PAGE]: pageOf([BOB, ADA]) });
    renderRoute('/admin/users', { withAuth: true });
    await screen.findByRole('list', { name: 'Users' }, LOADED);
    const bob = rowOf('bob@example.com');
    expect(bob.getByText('Bob Builder')).toBeVisible();
    expect(bob.getByRole('combobox', { name: 'Plan of bob@example.com' })).toHaveValue('free');
    expect(bob.getByText('42 / 100')).toBeVisible();
    expect(bob.getByText('Builders')).toBeVisible();
    expect(bob.getByText('(admin)')).toBeVisible();
    expect(bob.getByRole('button', { name: 'Disable' })).toBeEnabled();
    const ada = rowOf('ada@example.com');
    expect(ada.getByText('No teams')).toBeVisible();
    expect(ada.getByText('· no limit')).toBeVisible();
    expect(ada.getByText('You')).toBeVisible();
    // The acting admin cannot disable themself; the server refuses it too.
    expect(ada.getByRole('button', { name: 'Disable' })).toBeDisabled();
    expect(screen.getByText('Page 1 of 1 · 2 users')).toBeVisible();
  });

  it('searches by what the admin typed, keeps it in the URL, and says when nothing matches', async () => {
    const fetch = stubFetch({
      ...ADMIN_SESSION,
      [FIRST_PAGE]: pageOf([BOB, ADA]),
      'GET /api/admin/users?search=zed&page=1&limit=20': pageOf([]),
    });
    const { router } = renderRoute('/admin/users', { withAuth: true });
    await screen.findByRole('list', { name: 'Users' }, LOADED);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search users'), ' zed ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No user matches "zed".')).toBeVisible();
    expect(router.state.location.search).toBe('?search=zed&page=1');
    expect(fetch.paths()).toContain('/api/admin/users?search=zed&page=1&limit=20');
  });

  it('shows why the list failed and loads it again on Try Again', async () => {
    let isDown = true;
    stubFetch({
      ...ADMIN_SESSION,
      [FIRST_PAGE]: () =>
        Promise.resolve(
          isDown
            ? Response.json({ error: 'Database unavailable' }, { status: 503 })
            : Response.json({ items: [BOB], page: 1, limit: 20, total: 1 }),
        ),
    });
    renderRoute('/admin/users', { withAuth: true });
    expect(await screen.findByText('Database unavailable', {}, LOADED)).toBeVisible();
    isDown = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('listitem', { name: 'bob@example.com' })).toBeVisible();
  });

  it('sets a plan once confirmed, and leaves it alone when cancelled', async () => {
    const fetch = stubFetch({
      ...ADMIN_SESSION,
      [FIRST_PAGE]: pageOf([BOB]),
      'PATCH /api/admin/users/u2': {
        body: {
          ...BOB,
          subscription_plan: 'pro',
          usage: { links_this_month: 42, links_per_month: 3000 },
        },
      },
    });
    renderRoute('/admin/users', { withAuth: true });
    await screen.findByRole('list', { name: 'Users' }, LOADED);
    const user = userEvent.setup();
    const select = rowOf('bob@example.com').getByRole('combobox', {
      name: 'Plan of bob@example.com',
    });

    await user.selectOptions(select, 'premium');
    const asked = within(await screen.findByRole('dialog', { name: 'Set the plan to Premium?' }));
    await user.click(asked.getByRole('button', { name: 'Cancel' }));
    expect(select).toHaveValue('free');
    expect(fetch.bodies('PATCH /api/admin/users/u2')).toEqual([]);

    await user.selectOptions(select, 'pro');
    const dialog = within(await screen.findByRole('dialog', { name: 'Set the plan to Pro?' }));
    expect(dialog.getByText(/moves from Free to Pro now/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Set plan' }));
    expect(await screen.findByText('bob@example.com is now on Pro')).toBeVisible();
    expect(fetch.bodies('PATCH /api/admin/users/u2')).toEqual([{ subscription_plan: 'pro' }]);
    expect(select).toHaveValue('pro');
    expect(rowOf('bob@example.com').getByText('42 / 3,000')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('disables a user with a reason once confirmed, then offers to enable them', async () => {
    const fetch = stubFetch({
      ...ADMIN_SESSION,
      [FIRST_PAGE]: pageOf([BOB]),
      'PATCH /api/admin/users/u2': {
        body: { ...BOB, disabled: true, disabled_at: '2026-11-27T10:00:00.000Z' },
      },
    });
    renderRoute('/admin/users', { withAuth: true });
    await screen.findByRole('list', { name: 'Users' }, LOADED);
    const user = userEvent.setup();
    await user.click(rowOf('bob@example.com').getByRole('button', { name: 'Disable' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Disable bob@example.com?' }));
    await user.type(dialog.getByLabelText(/Reason/), 'Spam runs');
    await user.click(dialog.getByRole('button', { name: 'Disable account' }));
    expect(await screen.findByText('bob@example.com disabled')).toBeVisible();
    expect(fetch.bodies('PATCH /api/admin/users/u2')).toEqual([
      { disabled: true, reason: 'Spam runs' },
    ]);
    const row = rowOf('bob@example.com');
    expect(row.getByText('Disabled')).toBeVisible();
    expect(row.getByRole('button', { name: 'Enable' })).toBeVisible();
  });

  it('keeps the dialog open with the server refusal', async () => {
    stubFetch({
      ...ADMIN_SESSION,
      [FIRST_PAGE]: pageOf([BOB]),
      'PATCH /api/admin/users/u2': { status: 404, body: { error: 'No user has that id' } },
    });
    renderRoute('/admin/users', { withAuth: true });
    await screen.findByRole('list', { name: 'Users' }, LOADED);
    const user = userEvent.setup();
    await user.click(rowOf('bob@example.com').getByRole('button', { name: 'Disable' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Disable account' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('No user has that id');
  });
});
