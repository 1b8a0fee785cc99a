import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { renderRoute } from '../../test/render-route';
import { ADA_SESSION, SIGNED_OUT_SESSION, stubFetch } from '../../test/stub-fetch';
import { TEAMS_KEY, teamLink, teamsReply, teamView } from '../../test/team-fixtures';

/** A team's links, as the one list asks for them. */
const TEAM_LINKS = 'GET /api/links?sort=newest&limit=25&organization_id=t1';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

const ADA_PROFILE = ADA_SESSION['GET /api/profile'].body;
const asPlan = (plan: string) => ({
  ...ADA_SESSION,
  'GET /api/profile': { body: { ...ADA_PROFILE, subscription_plan: plan } },
});
const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));

describe('the workspace switcher', () => {
  it('switches to a team, persists it across a reload, and back to Personal', async () => {
    const user = userEvent.setup();
    stubFetch({
      ...asPlan('enterprise'),
      [TEAMS_KEY]: teamsReply(teamView('t1', 'Acme', 'member')),
    });
    const first = renderRoute('/', { withAuth: true });
    const menuButton = await screen.findByRole('button', { name: 'Ada Lovelace' });
    await user.click(menuButton);
    const switcher = await screen.findByRole('list', { name: 'Switch workspace' });
    await user.click(within(switcher).getByRole('button', { name: 'Acme' }));
    expect(await notifications().findByText('Switched to Acme workspace')).toBeVisible();
    expect(localStorage.getItem(STORAGE_KEYS.currentTeam)).toBe('t1');
    first.unmount();

    renderRoute('/', { withAuth: true });
    await user.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    expect(await screen.findByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/teams/t1');
    const again = screen.getByRole('list', { name: 'Switch workspace' });
    expect(within(again).getByRole('button', { name: 'Acme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(again).getByRole('button', { name: 'Personal' }));
    expect(await notifications().findByText('Switched to Personal workspace')).toBeVisible();
    expect(localStorage.getItem(STORAGE_KEYS.currentTeam)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.currentMembership)).toBeNull();
  });

  it('drops a persisted team the user is no longer in', async () => {
    localStorage.setItem(STORAGE_KEYS.currentTeam, 'gone');
    const fetch = stubFetch({ ...asPlan('enterprise'), [TEAMS_KEY]: teamsReply() });
    renderRoute('/', { withAuth: true });
    await waitFor(() => expect(fetch.bodies(TEAMS_KEY)).toHaveLength(1));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.currentTeam)).toBeNull());
  });
});

describe('creating a team', () => {
  const slugKey = (slug: string) => `GET /api/organizations/slug-availability?slug=${slug}`;

  it('tells users below Enterprise what it takes', async () => {
    stubFetch({ ...asPlan('pro'), [TEAMS_KEY]: teamsReply() });
    renderRoute('/teams/create', { withAuth: true });
    expect(await screen.findByText('Requires Enterprise subscription')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upgrade to Enterprise' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  it('suggests the slug from the name, applies the slug rule and asks the server', async () => {
    const user = userEvent.setup();
    stubFetch({
      ...asPlan('enterprise'),
      [TEAMS_KEY]: teamsReply(),
      [slugKey('acme-marketing')]: { body: { available: true } },
      [slugKey('taken-team')]: { body: { available: false, error: 'This slug is already taken' } },
    });
    renderRoute('/teams/create', { withAuth: true });
    await user.type(await screen.findByLabelText('Team name'), 'Acme Marketing!');
    const slug = screen.getByLabelText('Slug');
    expect(slug).toHaveValue('acme-marketing');
    expect(await screen.findByText('Available')).toBeVisible();

    await user.clear(slug);
    await user.type(slug, 'ab');
    expect(screen.getByText('Slug must be 3 to 48 characters')).toBeVisible();
    await user.clear(slug);
    await user.type(slug, 'admin');
    expect(screen.getByText('This slug is reserved')).toBeVisible();
    await user.clear(slug);
    await user.type(slug, 'bad--slug');
    expect(screen.getByText(/Slug may use lowercase letters/)).toBeVisible();
    await user.clear(slug);
    await user.type(slug, 'taken-team');
    expect(await screen.findByText('This slug is already taken')).toBeVisible();
    // Typing the slug by hand stops the name from overwriting it.
    await user.type(screen.getByLabelText('Team name'), ' Two');
    expect(slug).toHaveValue('taken-team');
  });
});

describe('the invitation page', () => {
  const invitation = (status: string) => ({
    body: {
      invitation: {
        id: 'i1',
        organization: { id: 't1', name: 'Acme', slug: 'acme' },
        email: 'ada@example.com',
        role: 'manager',
        status,
        invited_by: 'u9',
        created_at: '2026-01-01T00:00:00.000Z',
        expires_at: '2026-01-08T00:00:00.000Z',
      },
    },
  });

  it('keeps the invitation of a signed-out visitor and sends them to sign in', async () => {
    const user = userEvent.setup();
    stubFetch({ ...SIGNED_OUT_SESSION, 'GET /api/invitations?token=tok1': invitation('pending') });
    const { router } = renderRoute('/team/invite/tok1', { withAuth: true });
    expect(await screen.findByRole('heading', { name: 'Join Acme' })).toBeVisible();
    expect(screen.getByText('Manager')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign in to accept' }));
    // /auth is a lazy screen: the navigation ends once its code has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.pendingInvitation) ?? '{}').token).toBe(
      'tok1',
    );
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.pendingInvitation) ?? '{}').token).toBe(
      'tok1',
    );
  });

  it.each([
    ['expired', 'This invitation has expired. Ask the team for a new one.'],
    ['accepted', 'This invitation has already been accepted.'],
  ])('says when the invitation is %s', async (status, text) => {
    stubFetch({ ...SIGNED_OUT_SESSION, 'GET /api/invitations?token=tok1': invitation(status) });
    renderRoute('/team/invite/tok1', { withAuth: true });
    expect(await screen.findByText(text)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign in to accept' })).not.toBeInTheDocument();
  });

  it("shows the server's words for an unknown token", async () => {
    stubFetch({
      ...SIGNED_OUT_SESSION,
      'GET /api/invitations?token=nope': {
        status: 404,
        body: { error: 'Invitation not found or no longer valid' },
      },
    });
    renderRoute('/team/invite/nope', { withAuth: true });
    expect(await screen.findByText('Invitation not found or no longer valid')).toBeVisible();
  });

  it('accepts for a signed-in user and lands on the team with the toast', async () => {
    const user = userEvent.setup();
    // In no team until the invitation is accepted; then in Acme.
    let hasJoined = false;
    const fetch = stubFetch({
      ...asPlan('free'),
      [TEAMS_KEY]: async () =>
        Response.json(teamsReply(...(hasJoined ? [teamView('t1', 'Acme', 'manager')] : [])).body),
      'GET /api/invitations?token=tok1': invitation('pending'),
      'POST /api/invitations?token=tok1&action=accept': async () => {
        hasJoined = true;
        return Response.json({ status: 'accepted', organization: { id: 't1', name: 'Acme' } });
      },
      'GET /api/organizations?id=t1': teamsReply(teamView('t1', 'Acme', 'manager')),
      [TEAM_LINKS]: {
        body: { links: [], next_cursor: null, total: 0 },
      },
      'GET /api/organization-members?org_id=t1&limit=100': {
        body: { members: [], total: 0, page: 1, limit: 100 },
      },
    });
    const { router } = renderRoute('/team/invite/tok1', { withAuth: true });
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await notifications().findByText('Successfully joined Acme!')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/teams/t1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme' })).toBeVisible();
    expect(fetch.bodies('POST /api/invitations?token=tok1&action=accept')).toEqual([
      { invitation_token: 'tok1' },
    ]);
  });

  it('accepts the invitation kept before sign-in once the user is signed in', async () => {
    sessionStorage.setItem(
      STORAGE_KEYS.pendingInvitation,
      JSON.stringify({ token: 'tok2', savedAt: Date.now() }),
    );
    stubFetch({
      ...asPlan('free'),
      [TEAMS_KEY]: teamsReply(),
      'POST /api/invitations?token=tok2&action=accept': {
        status: 403,
        body: { error: 'This invitation was sent to another email address' },
      },
    });
    renderRoute('/', { withAuth: true });
    expect(
      await notifications().findByText('This invitation was sent to another email address'),
    ).toBeVisible();
    expect(sessionStorage.getItem(STORAGE_KEYS.pendingInvitation)).toBeNull();
  });
});

describe('buttons follow the role', () => {
  const teamRoutes = (role: 'viewer' | 'member' | 'admin') => ({
    ...asPlan('free'),
    [TEAMS_KEY]: teamsReply(teamView('t1', 'Acme', role)),
    'GET /api/organizations?id=t1': teamsReply(teamView('t1', 'Acme', role)),
    [TEAM_LINKS]: {
      body: {
        links: [teamLink('mine', 'u1'), teamLink('theirs', 'u2')],
        next_cursor: null,
        total: 2,
      },
    },
    'GET /api/organization-members?org_id=t1&limit=100': {
      body: { members: [], total: 0, page: 1, limit: 100 },
    },
    'GET /api/organizations/t1/events': { body: { events: [] } },
  });
  const rowOf = (code: string) =>
    within(screen.getByText(`kurz.test/${code}`).closest('tr') as HTMLElement);

  it('shows a viewer no create, invite, settings, edit or delete', async () => {
    stubFetch(teamRoutes('viewer'));
    renderRoute('/teams/t1', { withAuth: true });
    await screen.findByText('kurz.test/mine');
    for (const name of ['Create Link', 'Invite Members', 'Settings'])
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Activity' })).not.toBeInTheDocument();
  });

  it('lets a member create links and change only their own', async () => {
    stubFetch(teamRoutes('member'));
    renderRoute('/teams/t1', { withAuth: true });
    await screen.findByText('kurz.test/mine');
    expect(screen.getByRole('link', { name: 'Create Link' })).toHaveAttribute(
      'href',
      '/teams/t1/urls/create',
    );
    expect(rowOf('mine').getByRole('button', { name: 'Edit mine' })).toBeVisible();
    expect(rowOf('mine').getByRole('button', { name: 'Delete mine' })).toBeVisible();
    expect(rowOf('theirs').queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(rowOf('theirs').queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('gives an admin every link, invitations, settings and the activity log', async () => {
    stubFetch(teamRoutes('admin'));
    renderRoute('/teams/t1', { withAuth: true });
    await screen.findByText('kurz.test/theirs');
    expect(rowOf('theirs').getByRole('button', { name: 'Edit theirs' })).toBeVisible();
    for (const name of ['Invite Members', 'Settings'])
      expect(screen.getByRole('link', { name })).toBeVisible();
    expect(await screen.findByText('No activity yet.')).toBeVisible();
  });

  it("lets an admin change a member's role and remove them after confirming; a viewer only reads roles", async () => {
    const user = userEvent.setup();
    const bob = {
      id: 'm2',
      user_id: 'u2',
      email: 'bob@example.com',
      name: 'Bob',
      avatar_url: null,
      role: 'member',
      status: 'active',
      invited_at: null,
      joined_at: '2026-11-01T00:00:00.000Z',
    };
    const fetch = stubFetch({
      ...teamRoutes('admin'),
      'GET /api/organization-members?org_id=t1&limit=100': {
        body: { members: [bob], total: 1, page: 1, limit: 100 },
      },
      'PATCH /api/organization-members': { body: { id: 'm2', role: 'manager' } },
      'DELETE /api/organization-members': { body: { removed: true } },
    });
    renderRoute('/teams/t1', { withAuth: true });
    const roleSelect = await screen.findByRole('combobox', { name: 'Role of Bob' });
    await user.selectOptions(roleSelect, 'manager');
    await waitFor(() =>
      expect(fetch.bodies('PATCH /api/organization-members')).toEqual([
        { org_id: 't1', member_id: 'm2', role: 'manager' },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Bob?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(fetch.bodies('DELETE /api/organization-members')).toEqual([
        { org_id: 't1', member_id: 'm2' },
      ]),
    );
  });

  it('shows a viewer the members and their roles, nothing to change', async () => {
    stubFetch({
      ...teamRoutes('viewer'),
      'GET /api/organization-members?org_id=t1&limit=100': {
        body: {
          members: [
            {
              id: 'm2',
              user_id: 'u2',
              email: 'bob@example.com',
              name: 'Bob',
              avatar_url: null,
              role: 'member',
              status: 'active',
              invited_at: null,
              joined_at: '2026-11-01T00:00:00.000Z',
            },
          ],
          total: 1,
          page: 1,
          limit: 100,
        },
      },
    });
    renderRoute('/teams/t1', { withAuth: true });
    await screen.findByText('Bob');
    expect(screen.queryByRole('combobox', { name: 'Role of Bob' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it('shows a non-member the not-found state', async () => {
    stubFetch({
      ...asPlan('enterprise'),
      [TEAMS_KEY]: teamsReply(),
      'GET /api/organizations?id=t9': teamsReply(),
    });
    renderRoute('/teams/t9', { withAuth: true });
    expect(await screen.findByRole('heading', { name: 'Team not found' })).toBeVisible();
  });
});
