import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { domainsReply } from '../../test/custom-domains';
import { renderRoute } from '../../test/render-route';
import { ADA_SESSION, stubFetch } from '../../test/stub-fetch';
import { TEAMS_KEY, teamLink, teamsReply, teamView } from '../../test/team-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const TEAM_LIST = 'GET /api/links?sort=newest&limit=25&organization_id=t1';

/**
 * Ada (Pro, Personal chosen in the switcher) as a member of Acme: the team routes act in
 * the team they name whatever the switcher says.
 */
function asAcmeMember(routes: Parameters<typeof stubFetch>[0] = {}) {
  const acme = teamView('t1', 'Acme', 'member');
  return stubFetch({
    ...ADA_SESSION,
    [TEAMS_KEY]: teamsReply(acme),
    'GET /api/organizations?id=t1': teamsReply(acme),
    'GET /api/organization-members?org_id=t1&limit=100': {
      body: { members: [], total: 0, page: 1, limit: 100 },
    },
    'GET /api/custom-domains?organization_id=t1': domainsReply([]),
    [TEAM_LIST]: {
      body: {
        links: [teamLink('mine', 'u1'), teamLink('theirs', 'u2')],
        next_cursor: null,
        total: 2,
      },
    },
    ...routes,
  });
}

describe("a team's links are links", () => {
  it('/teams/{id}/urls shows the one list, in the team', async () => {
    asAcmeMember();
    renderRoute('/teams/t1/urls', { withAuth: true });
    expect(await screen.findByRole('heading', { name: 'Links (2)' })).toBeVisible();
    for (const column of ['Short URL', 'Destination', 'Created', 'Clicks', 'QR Code'])
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    expect(screen.getByText('Acme workspace')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit mine' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create Link' })).toHaveAttribute(
      'href',
      '/teams/t1/urls/create',
    );
  });

  it('/teams/{id} shows the same list on the team dashboard', async () => {
    asAcmeMember();
    renderRoute('/teams/t1', { withAuth: true });
    expect(await screen.findByRole('heading', { name: 'Links (2)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'QR code for mine' })).toBeVisible();
  });

  it("/teams/{id}/urls/create is the one shortener, in the team, and leads back to the team's links", async () => {
    const user = userEvent.setup();
    const fetch = asAcmeMember({
      'POST /api/shorten-team': {
        body: { shortened_url: 'http://kurz.test/launch', short_code: 'launch', id: 'l9' },
      },
    });
    renderRoute('/teams/t1/urls/create', { withAuth: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create Team Link' }),
    ).toBeVisible();
    expect(screen.getByText('Acme workspace')).toBeVisible();
    // The team's plan (Enterprise) offers /create's options.
    expect(screen.getByText('UTM parameters')).toBeVisible();
    await user.type(screen.getByLabelText('Long URL'), 'https://example.com/launch');
    await user.click(screen.getByRole('button', { name: 'Shorten URL' }));
    const panel = await screen.findByRole('region', { name: 'Your shortened URL is ready!' });
    expect(fetch.bodies('POST /api/shorten-team')).toEqual([
      { organization_id: 't1', full_url: 'https://example.com/launch' },
    ]);
    await user.click(within(panel).getByRole('link', { name: 'View in Dashboard →' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Team Links' })).toBeVisible();
  });

  it('/teams/{id}/urls/{urlId}/edit tells a member who did not make the link that it is not theirs to edit', async () => {
    asAcmeMember({
      'GET /api/links/theirs?organization_id=t1': { body: teamLink('theirs', 'u2') },
    });
    renderRoute('/teams/t1/urls/theirs/edit', { withAuth: true });
    expect(
      await screen.findByText("You don't have permission to edit this team URL"),
    ).toBeVisible();
    expect(screen.queryByLabelText('Destination URL')).toBeNull();
  });
});
