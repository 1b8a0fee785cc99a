import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../test/render-signed-in';
import { stubFetch } from '../../test/stub-fetch';
import { ApiAccessPage } from './api-access-page';

afterEach(() => vi.unstubAllGlobals());

const KEY = {
  id: 'k1',
  name: 'Newsletter',
  prefix: 'kurz_AbCdEf12',
  scopes: ['links:read', 'links:write'],
  created_at: '2026-11-01T10:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
};
const SECRET = 'kurz_AbCdEf12_s3cr3tPartThatIsShownOnce';

const json =
  (body: unknown, status = 200) =>
  () =>
    Promise.resolve(Response.json(body, { status }));

describe('/user/api-access', () => {
  it('says when there is no key yet, and shows the quick start with this origin', async () => {
    stubFetch({ 'GET /api/api-keys': { body: { keys: [] } } });
    renderSignedIn(<ApiAccessPage />);
    expect(await screen.findByText(/No API keys yet/)).toBeVisible();
    const example = screen.getByText(/curl -X POST/);
    expect(example).toHaveTextContent(`${window.location.origin}/api/v1/links`);
    expect(example).toHaveTextContent('Authorization: Bearer <key>');
    expect(screen.getByRole('link', { name: 'Usage' })).toHaveAttribute(
      'href',
      '/user/api-access/usage',
    );
    expect(screen.getByRole('link', { name: 'Docs' })).toHaveAttribute(
      'href',
      '/user/api-access/docs',
    );
  });

  it('lists keys with their prefix, scopes and last use, revoked ones without a Revoke button', async () => {
    const revoked = {
      ...KEY,
      id: 'k2',
      name: 'Old script',
      revoked_at: '2026-11-02T10:00:00.000Z',
    };
    stubFetch({ 'GET /api/api-keys': { body: { keys: [KEY, revoked] } } });
    renderSignedIn(<ApiAccessPage />);
    const row = (await screen.findByRole('rowheader', { name: 'Newsletter' })).closest('tr');
    const cells = within(row as HTMLElement);
    expect(cells.getByText('kurz_AbCdEf12…')).toBeVisible();
    expect(cells.getByText('links:write')).toBeVisible();
    expect(cells.getByText('Never')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Revoke Newsletter' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Revoke Old script' })).not.toBeInTheDocument();
    expect(screen.getByText(/^Revoked /)).toBeVisible();
  });

  it('shows a failed list with Try Again, which asks again', async () => {
    let answer = json({ error: 'Database unavailable' }, 503);
    stubFetch({ 'GET /api/api-keys': () => answer() });
    renderSignedIn(<ApiAccessPage />);
    expect(await screen.findByRole('alert')).toBeVisible();
    answer = json({ keys: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(/No API keys yet/)).toBeVisible();
  });

  it('creates a key and shows the whole secret once, then never again', async () => {
    let keys: unknown[] = [];
    const fetch = stubFetch({
      'GET /api/api-keys': () => json({ keys })(),
      'POST /api/api-keys': () => {
        keys = [KEY];
        return json({ key: KEY, secret: SECRET }, 201)();
      },
    });
    const user = userEvent.setup();
    // After setup: user-event puts a clipboard of its own on navigator.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderSignedIn(<ApiAccessPage />);
    await screen.findByText(/No API keys yet/);
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    await user.type(screen.getByLabelText('Name'), 'Newsletter');
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Your new API key' }));
    expect(dialog.getByLabelText('API key')).toHaveValue(SECRET);
    expect(dialog.getByRole('alert')).toHaveTextContent('you will not see it again');
    await user.click(dialog.getByRole('button', { name: 'Copy key' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(fetch.bodies('POST /api/api-keys')).toEqual([
      { name: 'Newsletter', scopes: ['links:read', 'links:write'] },
    ]);

    await user.click(dialog.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('rowheader', { name: 'Newsletter' })).toBeVisible();
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(SECRET);
  });

  it('refuses a key without scopes or name before sending anything', async () => {
    const fetch = stubFetch({ 'GET /api/api-keys': { body: { keys: [] } } });
    const user = userEvent.setup();
    renderSignedIn(<ApiAccessPage />);
    await screen.findByText(/No API keys yet/);
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    await user.click(screen.getByRole('checkbox', { name: /links:read/ }));
    await user.click(screen.getByRole('checkbox', { name: /links:write/ }));
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(screen.getByText('Choose at least one scope')).toBeVisible();
    expect(screen.getByText('Key name is required')).toBeVisible();
    expect(fetch.bodies('POST /api/api-keys')).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: /analytics:read/ }));
    expect(screen.queryByText('Choose at least one scope')).not.toBeInTheDocument();
  });

  it('shows the server refusal of a create in the dialog', async () => {
    stubFetch({
      'GET /api/api-keys': { body: { keys: [] } },
      'POST /api/api-keys': json({ error: 'At most 20 active API keys: revoke one first' }, 409),
    });
    const user = userEvent.setup();
    renderSignedIn(<ApiAccessPage />);
    await screen.findByText(/No API keys yet/);
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    await user.type(screen.getByLabelText('Name'), 'One too many');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('At most 20 active API keys: revoke one first')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Create API key' })).toBeVisible();
  });

  it('revokes a key only after the confirmation', async () => {
    let keys: unknown[] = [KEY];
    const fetch = stubFetch({
      'GET /api/api-keys': () => json({ keys })(),
      'DELETE /api/api-keys/k1': () => {
        keys = [{ ...KEY, revoked_at: '2026-11-25T10:00:00.000Z' }];
        return json({ revoked: true })();
      },
    });
    const user = userEvent.setup();
    renderSignedIn(<ApiAccessPage />);
    await user.click(await screen.findByRole('button', { name: 'Revoke Newsletter' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Revoke this API key?' }));
    expect(fetch.paths()).not.toContain('/api/api-keys/k1');
    await user.click(dialog.getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText('API key revoked')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText(/^Revoked /)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Revoke Newsletter' })).not.toBeInTheDocument();
  });
});

describe('/user/api-access in a team workspace', () => {
  const team = (role: 'admin' | 'member') => ({
    id: 't1',
    name: 'Acme',
    role,
    membershipId: 'm1',
    plan: 'enterprise',
  });

  it("shows an admin the team's keys and creates keys for the team", async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({
      'GET /api/api-keys?organization_id=t1': { body: { keys: [KEY] } },
      'POST /api/api-keys': { status: 201, body: { key: KEY, secret: SECRET } },
    });
    renderSignedIn(<ApiAccessPage />, 'free', '/', team('admin'));
    expect(await screen.findByText('Newsletter')).toBeVisible();
    expect(screen.getByText(/Keys of Acme act in the team/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    await user.type(screen.getByLabelText('Name'), 'Team CI');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(SECRET)).toBeVisible();
    expect(fetch.bodies('POST /api/api-keys')[0]).toMatchObject({
      name: 'Team CI',
      organization_id: 't1',
    });
  });

  it("revokes a team key in the team, and says which workspace's keys these are", async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({
      'GET /api/api-keys?organization_id=t1': { body: { keys: [KEY] } },
      'DELETE /api/api-keys/k1?organization_id=t1': { body: { revoked: true } },
    });
    renderSignedIn(<ApiAccessPage />, 'free', '/', team('admin'));
    expect(await screen.findByText('Acme workspace')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Revoke Newsletter' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Revoke this API key?' })).getByRole('button', {
        name: 'Revoke key',
      }),
    );
    expect(await screen.findByText('API key revoked')).toBeVisible();
    expect(fetch.paths()).toContain('/api/api-keys/k1?organization_id=t1');
  });

  it('tells other members who manages the keys, and asks for none', async () => {
    const fetch = stubFetch({});
    renderSignedIn(<ApiAccessPage />, 'free', '/', team('member'));
    expect(screen.getByText("Only the team's admins and owner manage its API keys.")).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Create API key' })).not.toBeInTheDocument();
    expect(fetch.mock).not.toHaveBeenCalledWith(
      expect.stringContaining('/api/api-keys'),
      expect.anything(),
    );
  });
});

describe('/user/api-access in the personal workspace', () => {
  it('names no team, in the list, the create or the label', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({
      'GET /api/api-keys': { body: { keys: [] } },
      'POST /api/api-keys': { status: 201, body: { key: KEY, secret: SECRET } },
    });
    renderSignedIn(<ApiAccessPage />);
    expect(await screen.findByText('Personal workspace')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    await user.type(screen.getByLabelText('Name'), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(SECRET)).toBeVisible();
    expect(fetch.bodies('POST /api/api-keys')).toEqual([
      { name: 'Mine', scopes: ['links:read', 'links:write'] },
    ]);
  });
});
