import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { ADA_SESSION, SIGNED_OUT_SESSION, stubFetch } from '../../test/stub-fetch';
import { TEAMS_KEY, teamsReply, teamView } from '../../test/team-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ADA_PROFILE = ADA_SESSION['GET /api/profile'].body;

function profileWith(changes: Partial<typeof ADA_PROFILE>) {
  return { ...ADA_SESSION, 'GET /api/profile': { body: { ...ADA_PROFILE, ...changes } } };
}

async function openProfile(routes: Parameters<typeof stubFetch>[0] = ADA_SESSION) {
  const fetch = stubFetch(routes);
  const view = renderRoute('/user/profile', { withAuth: true });
  await screen.findByRole('heading', { level: 1, name: 'User Profile' });
  // The header keeps the setup's default: files the picker would not accept still arrive.
  const user = userEvent.setup({ applyAccept: false });
  return { fetch, user, ...view };
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));

describe('the profile screen', () => {
  it('asks a signed-out visitor to sign in', async () => {
    stubFetch(SIGNED_OUT_SESSION);
    renderRoute('/user/profile', { withAuth: true });
    expect(
      await screen.findByRole('heading', { name: 'Please sign in to view your profile' }),
    ).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('waits for the profile, and offers a retry when it cannot be loaded', async () => {
    // The profile answers once the wait has been seen, however fast the screen loads.
    let answer = (_reply: Response) => {};
    const down = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    stubFetch({ ...ADA_SESSION, 'GET /api/profile': () => down });
    renderRoute('/user/profile', { withAuth: true });
    expect(await screen.findByText('Loading your profile...')).toBeInTheDocument();
    answer(new Response(JSON.stringify({ error: 'down' }), { status: 500 }));
    expect(await screen.findByRole('heading', { name: 'Profile unavailable' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  });

  it('shows the profile, email, password and teams sections, and no admin panel', async () => {
    await openProfile();
    for (const name of ['Profile', 'Email', 'Password', 'Teams']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('region', { name: 'Admin Testing Panel' })).not.toBeInTheDocument();
    expect(section('Profile').getByLabelText('Full name')).toHaveValue('Ada Lovelace');
    expect(section('Teams').getByText('You are not a member of any team yet.')).toBeVisible();
  });

  it('saves a new name and says so', async () => {
    const { fetch, user } = await openProfile({
      ...ADA_SESSION,
      'PATCH /api/profile': { body: { ...ADA_PROFILE, full_name: 'Ada King' } },
    });
    const name = section('Profile').getByLabelText('Full name');
    await user.clear(name);
    await user.type(name, 'Ada King');
    await user.click(section('Profile').getByRole('button', { name: 'Save Profile' }));
    expect(await notifications().findByText('Profile updated successfully!')).toBeVisible();
    expect(fetch.bodies('PATCH /api/profile')).toEqual([{ full_name: 'Ada King' }]);
  });

  it('says when the profile could not be saved', async () => {
    const { user } = await openProfile({
      ...ADA_SESSION,
      'PATCH /api/profile': { status: 400, body: { error: 'full_name is too long' } },
    });
    await user.click(section('Profile').getByRole('button', { name: 'Save Profile' }));
    expect(await notifications().findByText('Failed to update profile')).toBeVisible();
    expect(section('Profile').getByRole('alert')).toHaveTextContent('full_name is too long');
  });
});

describe('the avatar', () => {
  const png = () =>
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

  it('refuses a file over 5 MB before uploading anything', async () => {
    const { fetch, user } = await openProfile();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(section('Profile').getByLabelText('Choose image'), big);
    expect(section('Profile').getByRole('alert')).toHaveTextContent(
      'File size must be less than 5MB',
    );
    expect(section('Profile').getByLabelText('Avatar URL')).toBeEnabled();
    expect(fetch.mock.mock.calls.some(([path]) => path === '/api/profile/avatar')).toBe(false);
  });

  it('refuses a file that is not an image type', async () => {
    const { user } = await openProfile();
    const page = new File(['<script>alert(1)</script>'], 'page.html', { type: 'text/html' });
    await user.upload(section('Profile').getByLabelText('Choose image'), page);
    expect(section('Profile').getByRole('alert')).toHaveTextContent(
      'File must be a valid image format (JPEG, PNG, WebP, or SVG)',
    );
  });

  it('previews a picked image, locks the URL field, and Remove discards it', async () => {
    const { user } = await openProfile();
    await user.upload(section('Profile').getByLabelText('Choose image'), png());
    const preview = await section('Profile').findByRole('img', { name: 'Avatar preview' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(section('Profile').getByLabelText('Avatar URL')).toBeDisabled();

    await user.click(section('Profile').getByRole('button', { name: 'Remove' }));
    expect(section('Profile').getByLabelText('Avatar URL')).toBeEnabled();
    expect(section('Profile').getByRole('img', { name: 'No avatar' })).toBeInTheDocument();
  });

  it('uploads the picked image on save', async () => {
    const { fetch, user } = await openProfile({
      ...ADA_SESSION,
      'POST /api/profile/avatar': { body: { ...ADA_PROFILE, avatar_url: '/api/avatars/a.png' } },
      'PATCH /api/profile': { body: ADA_PROFILE },
    });
    await user.upload(section('Profile').getByLabelText('Choose image'), png());
    await user.click(section('Profile').getByRole('button', { name: 'Save Profile' }));
    expect(await notifications().findByText('Profile updated successfully!')).toBeVisible();
    const upload = fetch.mock.mock.calls.find(([path]) => path === '/api/profile/avatar');
    expect(upload?.[1]?.body).toBeInstanceOf(File);
    expect(new Headers(upload?.[1]?.headers).get('content-type')).toBe('image/png');
  });

  it("shows the server's verdict when it refuses the bytes", async () => {
    const { fetch, user } = await openProfile({
      ...ADA_SESSION,
      'POST /api/profile/avatar': {
        status: 400,
        body: { error: 'File must be a valid image format (JPEG, PNG, WebP, or SVG)' },
      },
    });
    await user.upload(section('Profile').getByLabelText('Choose image'), png());
    await user.click(section('Profile').getByRole('button', { name: 'Save Profile' }));
    expect(await notifications().findByText('Failed to upload avatar')).toBeVisible();
    expect(section('Profile').getAllByRole('alert')[0]).toHaveTextContent(
      'File must be a valid image format',
    );
    expect(fetch.bodies('PATCH /api/profile')).toEqual([]);
  });
});

describe('email and password', () => {
  it('enables Update Email only for a different address and sends the confirmation', async () => {
    const { fetch, user } = await openProfile({
      ...ADA_SESSION,
      'POST /api/auth/change-email': { body: { status: true } },
    });
    const button = section('Email').getByRole('button', { name: 'Update Email' });
    expect(button).toBeDisabled();
    const field = section('Email').getByLabelText('Email address');
    await user.clear(field);
    await user.type(field, ' ADA@example.com ');
    expect(button).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'ada@new.example');
    await user.click(button);
    expect(
      await notifications().findByText('Email update confirmation sent! Check your new email.'),
    ).toBeVisible();
    expect(fetch.bodies('POST /api/auth/change-email')).toEqual([
      { newEmail: 'ada@new.example', callbackURL: '/user/profile' },
    ]);
  });

  it('refuses mismatched new passwords without calling the server', async () => {
    const { fetch, user } = await openProfile();
    const passwords = section('Password');
    await user.type(passwords.getByLabelText('Current password'), 'old-Secret1!');
    await user.type(passwords.getByLabelText('New password'), 'New-Secret1!');
    await user.type(passwords.getByLabelText('Confirm new password'), 'New-Secret2!');
    await user.click(passwords.getByRole('button', { name: 'Update Password' }));
    expect(passwords.getByText('New passwords do not match')).toBeVisible();
    expect(fetch.bodies('POST /api/auth/change-password')).toEqual([]);
  });

  it('checks the length and the checklist, then changes the password', async () => {
    const { fetch, user } = await openProfile({
      ...ADA_SESSION,
      'POST /api/auth/change-password': { body: { token: null } },
    });
    const passwords = section('Password');
    const submit = passwords.getByRole('button', { name: 'Update Password' });
    await user.type(passwords.getByLabelText('New password'), 'abc');
    await user.click(submit);
    expect(passwords.getByText('Password must be at least 6 characters')).toBeVisible();
    await user.type(passwords.getByLabelText('New password'), 'defgh');
    await user.click(submit);
    expect(passwords.getByText('Password does not meet strength requirements')).toBeVisible();
    expect(passwords.getByText('Password strength: Fair')).toBeVisible();

    await user.clear(passwords.getByLabelText('New password'));
    await user.type(passwords.getByLabelText('Current password'), 'old-Secret1!');
    await user.type(passwords.getByLabelText('New password'), 'New-Secret1!');
    await user.type(passwords.getByLabelText('Confirm new password'), 'New-Secret1!');
    await user.click(submit);
    expect(await notifications().findByText('Password updated successfully!')).toBeVisible();
    expect(fetch.bodies('POST /api/auth/change-password')).toEqual([
      { currentPassword: 'old-Secret1!', newPassword: 'New-Secret1!', revokeOtherSessions: true },
    ]);
    expect(passwords.getByLabelText('New password')).toHaveValue('');
  });

  it('says when the password could not be changed', async () => {
    const { user } = await openProfile({
      ...ADA_SESSION,
      'POST /api/auth/change-password': { status: 400, body: { message: 'Invalid password' } },
    });
    const passwords = section('Password');
    await user.type(passwords.getByLabelText('New password'), 'New-Secret1!');
    await user.type(passwords.getByLabelText('Confirm new password'), 'New-Secret1!');
    await user.click(passwords.getByRole('button', { name: 'Update Password' }));
    expect(await notifications().findByText('Failed to update password')).toBeVisible();
    expect(passwords.getByRole('alert')).toHaveTextContent('Invalid password');
  });

  it('shows the SSO Account notice instead of email and password to a GitHub user', async () => {
    await openProfile(profileWith({ providers: ['github'] }));
    expect(section('SSO Account').getByText(/You sign in with GitHub/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Email' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Password' })).not.toBeInTheDocument();
  });
});

describe('teams and the admin panel', () => {
  it('refreshes teams with a toast', async () => {
    const { fetch, user } = await openProfile({ ...ADA_SESSION, [TEAMS_KEY]: teamsReply() });
    await waitFor(() => expect(fetch.bodies(TEAMS_KEY)).toHaveLength(1));
    await user.click(section('Teams').getByRole('button', { name: 'Refresh Teams' }));
    expect(await notifications().findByText('Teams refreshed successfully')).toBeVisible();
    expect(fetch.bodies(TEAMS_KEY)).toHaveLength(2);
  });

  it('says so when the teams cannot be refreshed', async () => {
    const { user } = await openProfile();
    await user.click(section('Teams').getByRole('button', { name: 'Refresh Teams' }));
    expect(await notifications().findByText('Failed to refresh teams')).toBeVisible();
  });

  it('lets a member leave a team after confirming, but not the owner', async () => {
    let teams = [teamView('t1', 'Acme', 'member'), teamView('t2', 'Own Co', 'owner')];
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const { fetch, user } = await openProfile({
      ...ADA_SESSION,
      [TEAMS_KEY]: async () => Response.json(teamsReply(...teams).body),
      'DELETE /api/organization-members': async () => {
        teams = teams.filter((team) => team.id !== 't1');
        return Response.json({ removed: true });
      },
    });
    const list = section('Teams');
    expect(await list.findByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/teams/t1');
    expect(list.queryByRole('button', { name: 'Leave Own Co' })).not.toBeInTheDocument();

    await user.click(list.getByRole('button', { name: 'Leave Acme' }));
    expect(confirm).toHaveBeenCalledWith(
      'Are you sure you want to leave "Acme"? This action cannot be undone.',
    );
    expect(await notifications().findByText('Successfully left "Acme"')).toBeVisible();
    expect(fetch.bodies('DELETE /api/organization-members')).toEqual([
      { org_id: 't1', member_id: 'm-t1' },
    ]);
    await waitFor(() => expect(list.queryByRole('link', { name: 'Acme' })).not.toBeInTheDocument());
  });

  it('leaves nothing when the confirmation is dismissed, and says when leaving fails', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const { fetch, user } = await openProfile({
      ...ADA_SESSION,
      [TEAMS_KEY]: teamsReply(teamView('t1', 'Acme', 'viewer')),
      'DELETE /api/organization-members': { status: 500, body: { error: 'down' } },
    });
    const leave = await section('Teams').findByRole('button', { name: 'Leave Acme' });
    await user.click(leave);
    expect(fetch.bodies('DELETE /api/organization-members')).toEqual([]);
    confirm.mockReturnValue(true);
    await user.click(leave);
    expect(await notifications().findByText('Failed to leave organization')).toBeVisible();
  });

  it('lets an admin set their own plan', async () => {
    const { fetch, user } = await openProfile({
      ...profileWith({ is_admin: true }),
      'POST /api/admin/test-plan': { body: { ...ADA_PROFILE, subscription_plan: 'enterprise' } },
    });
    const panel = section('Admin Testing Panel');
    expect(panel.getByRole('button', { name: 'Change Plan' })).toBeDisabled();
    await user.selectOptions(panel.getByLabelText('Test plan'), 'enterprise');
    await user.click(panel.getByRole('button', { name: 'Change Plan' }));
    expect(await notifications().findByText('Subscription changed to Enterprise')).toBeVisible();
    expect(fetch.bodies('POST /api/admin/test-plan')).toEqual([{ plan: 'enterprise' }]);
  });
});
