import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../test/render-signed-in';
import { stubFetch } from '../../test/stub-fetch';
import { dashboardLink } from '../../test/team-fixtures';
import { DashboardPage } from '../dashboard/dashboard-page';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/links?sort=newest&limit=25';
const CHECKED_AT = '2026-11-24T06:30:00.000Z';
const link = dashboardLink;
const page = (links: object[]) => ({ body: { links, next_cursor: null, total: links.length } });
const broken = link('broken', {
  health_check: true,
  health: { status: 'broken', detail: '404', checked_at: CHECKED_AT },
});
const healthy = link('healthy', {
  health_check: true,
  health: { status: 'ok', detail: '200', checked_at: CHECKED_AT },
});

const openEdit = async (code: string) => {
  await userEvent.click(await screen.findByRole('button', { name: `Edit ${code}` }));
  return screen.getByRole('dialog', { name: 'Edit link' });
};
const CHECKBOX = 'Check this link daily and email me if it breaks';

describe('link health on the dashboard', () => {
  it('flags a broken link in words with the time of its last check, and no other', async () => {
    stubFetch({ [LIST]: page([broken, healthy, link('unchecked')]) });
    renderSignedIn(<DashboardPage />, 'premium');
    const rows = await screen.findAllByRole('row');
    const rowOf = (code: string) =>
      rows.find((row) =>
        within(row).queryByRole('checkbox', { name: `Select ${code}` }),
      ) as HTMLElement;
    expect(within(rowOf('broken')).getByText('Broken · 404')).toBeVisible();
    const time = within(rowOf('broken')).getByText(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(CHECKED_AT),
      ),
    );
    expect(time).toHaveAttribute('datetime', CHECKED_AT);
    expect(time.parentElement).toHaveTextContent(/^last checked /);
    expect(within(rowOf('healthy')).queryByText(/Broken/)).toBeNull();
    expect(within(rowOf('unchecked')).queryByText(/Broken/)).toBeNull();
  });

  it('turns the daily check on from the edit dialog, sending only that', async () => {
    const PATCH = 'PATCH /api/links/id-plain';
    const fetches = stubFetch({
      [LIST]: page([link('plain')]),
      [PATCH]: { body: link('plain', { health_check: true }) },
    });
    renderSignedIn(<DashboardPage />, 'premium');
    const dialog = await openEdit('plain');
    const checkbox = within(dialog).getByRole('checkbox', { name: CHECKBOX });
    expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(fetches.bodies(PATCH)).toEqual([{ health_check: true }]);
  });

  it('lets a free user turn a check off, and offers none to turn on', async () => {
    const PATCH = 'PATCH /api/links/id-broken';
    const fetches = stubFetch({
      [LIST]: page([broken, link('plain')]),
      [PATCH]: { body: link('broken') },
    });
    renderSignedIn(<DashboardPage />, 'free');
    const dialog = await openEdit('broken');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: CHECKBOX }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(fetches.bodies(PATCH)).toEqual([{ health_check: false }]);

    const other = await openEdit('plain');
    expect(within(other).queryByRole('checkbox', { name: CHECKBOX })).toBeNull();
  });
});
