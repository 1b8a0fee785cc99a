import { TEAM_MESSAGES } from '@kurz/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { domainsReply } from '../../../test/custom-domains';
import { renderLoadedRoute } from '../../../test/render-route';
import { stubFetch } from '../../../test/stub-fetch';
import { TEAMS_KEY, teamLink, teamsReply, teamView } from '../../../test/team-fixtures';
import { adaOn } from './shortener-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const TEAM_SHORTEN = 'POST /api/shorten-team';
const TEAM_LIST = 'GET /api/links?sort=newest&limit=25&organization_id=t1';

/** Ada on premium, with Acme Marketing (her role `role`) chosen in the switcher. */
function inAcme(role: 'member' | 'viewer', routes: Parameters<typeof stubFetch>[0] = {}) {
  localStorage.setItem(STORAGE_KEYS.currentTeam, 't1');
  return stubFetch({
    ...adaOn('premium'),
    [TEAMS_KEY]: teamsReply(teamView('t1', 'Acme Marketing', role)),
    'GET /api/custom-domains?organization_id=t1': domainsReply([]),
    ...routes,
  });
}

describe('/create in a team workspace', () => {
  it("says where the link goes, and 'View in Dashboard →' lists it there", async () => {
    const user = userEvent.setup();
    let isCreated = false;
    const launch = { ...teamLink('launch', 'u1'), short_link: 'http://kurz.test/launch' };
    const fetch = inAcme('member', {
      [TEAM_SHORTEN]: async () => {
        isCreated = true;
        return Response.json({ shortened_url: launch.short_link, short_code: 'launch', id: 'l1' });
      },
      [TEAM_LIST]: async () =>
        Response.json({ links: isCreated ? [launch] : [], next_cursor: null, total: 1 }),
    });
    await renderLoadedRoute('/create', { withAuth: true });
    expect(await screen.findByText('Acme Marketing workspace')).toBeVisible();
    await user.type(screen.getByLabelText('Long URL'), 'https://example.com/launch');
    await user.click(screen.getByRole('button', { name: 'Shorten URL' }));
    const panel = await screen.findByRole('region', { name: 'Your shortened URL is ready!' });
    expect(fetch.bodies(TEAM_SHORTEN)).toEqual([
      { organization_id: 't1', full_url: 'https://example.com/launch' },
    ]);

    await user.click(within(panel).getByRole('link', { name: 'View in Dashboard →' }));
    expect(await screen.findByRole('link', { name: 'kurz.test/launch' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your URLs (1)' })).toBeVisible();
    expect(screen.getByText('Acme Marketing workspace')).toBeVisible();
  });

  it("shows the spec's words when the server refuses the member's link", async () => {
    const user = userEvent.setup();
    inAcme('member', {
      [TEAM_SHORTEN]: {
        status: 403,
        body: { error: TEAM_MESSAGES.noUrlPermission, code: 'forbidden' },
      },
    });
    await renderLoadedRoute('/create', { withAuth: true });
    await screen.findByText('Acme Marketing workspace');
    await user.type(screen.getByLabelText('Long URL'), 'https://example.com');
    await user.click(screen.getByRole('button', { name: 'Shorten URL' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TEAM_MESSAGES.noUrlPermission);
  });

  it('tells a viewer before they type, and sends nothing', async () => {
    const user = userEvent.setup();
    const fetch = inAcme('viewer');
    await renderLoadedRoute('/create', { withAuth: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(TEAM_MESSAGES.noUrlPermission);
    await user.type(screen.getByLabelText('Long URL'), 'https://example.com');
    expect(screen.getByRole('button', { name: 'Shorten URL' })).toBeDisabled();
    expect(fetch.bodies(TEAM_SHORTEN)).toEqual([]);
  });

  it('says new links are personal in the personal workspace', async () => {
    stubFetch({
      ...adaOn('premium'),
      [TEAMS_KEY]: teamsReply(),
      'GET /api/custom-domains': domainsReply([]),
    });
    await renderLoadedRoute('/create', { withAuth: true });
    expect(await screen.findByText('Personal workspace')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Long URL')).toBeVisible());
  });
});
