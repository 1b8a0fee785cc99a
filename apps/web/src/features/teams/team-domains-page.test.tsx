import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { domainsReply, domainView } from '../../test/custom-domains';
import { renderRoute } from '../../test/render-route';
import { ADA_SESSION, stubFetch } from '../../test/stub-fetch';
import { TEAMS_KEY, teamsReply, teamView } from '../../test/team-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const TEAM_LIST = 'GET /api/custom-domains?organization_id=t1';

function teamRoutes(role: 'viewer' | 'admin', routes: Parameters<typeof stubFetch>[0] = {}) {
  return {
    // A free plan of one's own does not matter: the team's domains follow the team's plan.
    ...ADA_SESSION,
    [TEAMS_KEY]: teamsReply(teamView('t1', 'Acme', role)),
    'GET /api/organizations?id=t1': teamsReply(teamView('t1', 'Acme', role)),
    [TEAM_LIST]: domainsReply([domainView('go.acme.com', { status: 'verified' })], 50),
    // The header's badge asks for Ada's own; answered, so a slow run does not see a retry.
    'GET /api/custom-domains': domainsReply([]),
    ...routes,
  };
}

describe('the team domains screen', () => {
  it("shows a viewer the team's domains with no add, verify or delete", async () => {
    const fetch = stubFetch(teamRoutes('viewer'));
    renderRoute('/teams/t1/domains', { withAuth: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Team Domains' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'go.acme.com' })).toBeVisible();
    expect(screen.getByText("Only the team's admins and owner can add domains.")).toBeVisible();
    expect(screen.queryByLabelText('Add a domain')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    // The screen lists the team's domains only: the user's own are asked for at most once,
    // by the header's plan badge ('Custom Domain'), never by the screen.
    expect(fetch.bodies('GET /api/custom-domains').length).toBeLessThanOrEqual(1);
    expect(fetch.bodies(TEAM_LIST).length).toBeGreaterThan(0);
  });

  it('lets an admin add a domain to the team', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch(
      teamRoutes('admin', {
        'POST /api/custom-domains': {
          status: 201,
          body: { domain: domainView('links.acme.com') },
        },
      }),
    );
    renderRoute('/teams/t1/domains', { withAuth: true });
    await user.type(await screen.findByLabelText('Add a domain'), 'links.acme.com');
    await user.click(screen.getByRole('button', { name: 'Add Domain' }));
    await waitFor(() =>
      expect(fetch.bodies('POST /api/custom-domains')).toEqual([
        { domain: 'links.acme.com', organization_id: 't1' },
      ]),
    );
    expect(await screen.findByRole('heading', { name: 'links.acme.com' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete go.acme.com' })).toBeVisible();
  });
});
