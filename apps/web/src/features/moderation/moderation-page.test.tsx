import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { ADA_SESSION, stubFetch } from '../../test/stub-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ADMIN_SESSION = {
  ...ADA_SESSION,
  'GET /api/profile': { body: { ...ADA_SESSION['GET /api/profile'].body, is_admin: true } },
};

const DISABLED_LINK = {
  id: 'l1',
  shortLink: 'https://kurz.link/phish',
  destination: 'https://bank.example.evil/login',
  ownerEmail: 'mallory@example.com',
  isDisabled: true,
  disabledAt: '2026-11-25T01:00:00.000Z',
  reason: 'Phishing kit',
  disabledBy: 'boss@kurz.test',
};
const EMPTY_LIST = { links: [], users: [] };
/** The page is a lazy route behind the profile: on a busy machine it takes more than 1 s. */
const LOADED = { timeout: 5000 };

describe('the moderation panel', () => {
  it('turns away a signed-in user who is not an admin', async () => {
    stubFetch(ADA_SESSION);
    renderRoute('/admin/moderation', { withAuth: true });
    expect(await screen.findByRole('heading', { name: 'Access Denied' }, LOADED)).toBeVisible();
  });

  it('says when nothing is disabled', async () => {
    stubFetch({ ...ADMIN_SESSION, 'GET /api/admin/moderation': { body: EMPTY_LIST } });
    renderRoute('/admin/moderation', { withAuth: true });
    expect(await screen.findByText('No link is disabled.', {}, LOADED)).toBeVisible();
    expect(screen.getByText('No user is disabled.')).toBeVisible();
  });

  it('disables a link by its short URL with a reason, then lists it', async () => {
    let list: object = EMPTY_LIST;
    const fetch = stubFetch({
      ...ADMIN_SESSION,
      'GET /api/admin/moderation': () => Promise.resolve(Response.json(list)),
      'POST /api/admin/moderation/link': () => {
        list = { links: [DISABLED_LINK], users: [] };
        return Promise.resolve(Response.json(DISABLED_LINK));
      },
    });
    renderRoute('/admin/moderation', { withAuth: true });
    await screen.findByText('No link is disabled.', {}, LOADED);
    const form = within(
      screen.getByRole('heading', { name: 'A link' }).closest('form') as HTMLElement,
    );
    const user = userEvent.setup();
    await user.type(form.getByLabelText('Short URL'), 'https://kurz.link/phish');
    await user.type(form.getByLabelText('Reason (kept with the takedown)'), 'Phishing kit');
    await user.click(form.getByRole('button', { name: 'Disable' }));
    expect(fetch.bodies('POST /api/admin/moderation/link')).toEqual([
      { shortUrl: 'https://kurz.link/phish', isDisabled: true, reason: 'Phishing kit' },
    ]);
    const group = within(await screen.findByRole('region', { name: 'Disabled links' }, LOADED));
    expect(await group.findByText('https://kurz.link/phish')).toBeVisible();
    expect(group.getByText(/by boss@kurz.test · Phishing kit/)).toBeVisible();
  });

  it('asks for the email before disabling a user, and shows the server refusal', async () => {
    const fetch = stubFetch({
      ...ADMIN_SESSION,
      'GET /api/admin/moderation': { body: EMPTY_LIST },
      'POST /api/admin/moderation/user': { status: 404, body: { error: 'No user has that email' } },
    });
    renderRoute('/admin/moderation', { withAuth: true });
    await screen.findByText('No user is disabled.', {}, LOADED);
    const form = within(
      screen.getByRole('heading', { name: 'A user' }).closest('form') as HTMLElement,
    );
    const user = userEvent.setup();
    await user.click(form.getByRole('button', { name: 'Disable' }));
    expect(form.getByText('Email is required')).toBeVisible();
    expect(fetch.bodies('POST /api/admin/moderation/user')).toEqual([]);
    await user.type(form.getByLabelText('Email'), 'nobody@example.com');
    await user.click(form.getByRole('button', { name: 'Disable' }));
    expect(await form.findByRole('alert')).toHaveTextContent('No user has that email');
  });

  it('enables a disabled link from the list', async () => {
    const fetch = stubFetch({
      ...ADMIN_SESSION,
      'GET /api/admin/moderation': { body: { links: [DISABLED_LINK], users: [] } },
      'POST /api/admin/moderation/link': { body: { ...DISABLED_LINK, isDisabled: false } },
    });
    renderRoute('/admin/moderation', { withAuth: true });
    const group = within(await screen.findByRole('region', { name: 'Disabled links' }, LOADED));
    await userEvent.setup().click(await group.findByRole('button', { name: 'Enable' }));
    expect(fetch.bodies('POST /api/admin/moderation/link')).toEqual([
      { shortUrl: 'https://kurz.link/phish', isDisabled: false },
    ]);
  });
});
