import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { ADA_SESSION, stubFetch } from '../../test/stub-fetch';
import { TEAMS_KEY, teamsReply, teamView } from '../../test/team-fixtures';

afterEach(() => vi.unstubAllGlobals());

const ADA_PROFILE = ADA_SESSION['GET /api/profile'].body;
/** Ada on `plan`, a member of `teams`. */
const adaIn = (plan: string, ...teams: ReturnType<typeof teamView>[]) =>
  stubFetch({
    ...ADA_SESSION,
    'GET /api/profile': { body: { ...ADA_PROFILE, subscription_plan: plan } },
    [TEAMS_KEY]: teamsReply(...teams),
    'GET /api/organizations?id=t1': teamsReply(...teams),
    'GET /api/organization-members?org_id=t1&limit=100': {
      body: { members: [], total: 0, page: 1, limit: 100 },
    },
  });

const expectGate = async () => {
  expect(await screen.findByText('Requires Enterprise subscription')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Upgrade to Enterprise' })).toHaveAttribute(
    'href',
    '/pricing',
  );
};

describe('the free user’s gate (spec 001 §2)', () => {
  it.each(['/teams', '/teams/t1', '/teams/t1/urls', '/teams/t1/urls/create', '/teams/t1/domains'])(
    'shows a free user in no team the gate at %s',
    async (path) => {
      const fetch = adaIn('free');
      renderRoute(path, { withAuth: true });
      await expectGate();
      expect(screen.queryByText('You are not a member of any team yet.')).toBeNull();
      // Nothing of a team is asked for behind the gate.
      expect(fetch.paths().filter((asked) => asked.includes('t1'))).toEqual([]);
    },
  );

  it('shows a free member of a team (invited) their team at /teams, with no Create Team', async () => {
    adaIn('free', teamView('t1', 'Acme', 'member'));
    renderRoute('/teams', { withAuth: true });
    expect(await screen.findByRole('link', { name: /Acme/ })).toHaveAttribute('href', '/teams/t1');
    expect(screen.queryByText('Requires Enterprise subscription')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create Team' })).toBeNull();
  });

  it('lets a free member of a team use it', async () => {
    adaIn('free', teamView('t1', 'Acme', 'member'));
    renderRoute('/teams/t1', { withAuth: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme' })).toBeVisible();
    expect(screen.getByRole('link', { name: /← Teams/ })).toHaveAttribute('href', '/teams');
    expect(screen.queryByText('Requires Enterprise subscription')).toBeNull();
  });

  it('shows an Enterprise user in no team the empty list and Create Team', async () => {
    adaIn('enterprise');
    renderRoute('/teams', { withAuth: true });
    expect(await screen.findByText('You are not a member of any team yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create Team' })).toHaveAttribute(
      'href',
      '/teams/create',
    );
    // The list is where '← Teams' leads: it offers no link to itself.
    expect(screen.queryByRole('link', { name: /← Teams/ })).toBeNull();
  });
});
