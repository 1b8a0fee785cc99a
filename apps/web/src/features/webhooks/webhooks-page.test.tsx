import type { WebhookEndpointView } from '@kurz/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../test/render-signed-in';
import { stubFetch } from '../../test/stub-fetch';
import { authTeam } from '../../test/team-fixtures';
import { WebhooksPage } from './webhooks-page';

afterEach(() => vi.unstubAllGlobals());

const ENDPOINT: WebhookEndpointView = {
  id: 'w1',
  url: 'https://hooks.example.com/kurz',
  description: 'CRM sync',
  events: ['link.created', 'link.clicked'],
  organization_id: null,
  enabled: true,
  disabled_at: null,
  disabled_reason: null,
  secret_hint: 'Ab9=',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  last_delivery: {
    event_type: 'link.created',
    status: 'delivered',
    response_status: 200,
    at: '2026-11-02T10:00:00.000Z',
  },
};
const SECRET = 'whsec_c2hvd24gb25jZSBhbmQgbmV2ZXIgYWdhaW4h';
const DELIVERY = {
  id: 'msg_1',
  event_type: 'link.created',
  status: 'failed',
  attempts: 12,
  response_status: 503,
  last_error: 'HTTP 503',
  created_at: '2026-11-02T10:00:00.000Z',
  last_attempt_at: '2026-11-05T09:00:00.000Z',
  next_attempt_at: null,
  delivered_at: null,
};

const json =
  (body: unknown, status = 200) =>
  () =>
    Promise.resolve(Response.json(body, { status }));

describe('/user/api-access/webhooks', () => {
  it('says when there is none yet, under the API access tabs', async () => {
    stubFetch({ 'GET /api/webhooks': { body: { endpoints: [] } } });
    renderSignedIn(<WebhooksPage />);
    expect(await screen.findByText(/No webhooks yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Webhooks' })).toHaveAttribute(
      'href',
      '/user/api-access/webhooks',
    );
  });

  it('lists an endpoint with its events, status and last delivery', async () => {
    const disabled = {
      ...ENDPOINT,
      id: 'w2',
      url: 'https://down.example.com/in',
      enabled: false,
      disabled_at: '2026-11-05T09:00:00.000Z',
      disabled_reason: 'No delivery succeeded for 3 days (last: HTTP 503)',
      last_delivery: null,
    };
    stubFetch({ 'GET /api/webhooks': { body: { endpoints: [ENDPOINT, disabled] } } });
    renderSignedIn(<WebhooksPage />);
    const card = (await screen.findByRole('heading', { name: ENDPOINT.url })).closest('li');
    const inCard = within(card as HTMLElement);
    expect(inCard.getByText('Enabled')).toBeVisible();
    expect(inCard.getByText('link.clicked')).toBeVisible();
    expect(inCard.getByText(/Last delivery: link\.created, delivered \(HTTP 200\)/)).toBeVisible();
    const other = within(
      screen.getByRole('heading', { name: disabled.url }).closest('li') as HTMLElement,
    );
    expect(other.getByText('Disabled')).toBeVisible();
    expect(other.getByText(/No delivery succeeded for 3 days/)).toBeVisible();
    expect(other.getByRole('button', { name: 'Enable' })).toBeVisible();
  });

  it('shows a failed list with Try Again, which asks again', async () => {
    let answer = json({ error: 'Database unavailable' }, 503);
    stubFetch({ 'GET /api/webhooks': () => answer() });
    renderSignedIn(<WebhooksPage />);
    expect(await screen.findByRole('alert')).toBeVisible();
    answer = json({ endpoints: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(/No webhooks yet/)).toBeVisible();
  });

  it('adds an endpoint with the chosen events and shows its secret once', async () => {
    const user = userEvent.setup();
    let endpoints: unknown[] = [];
    const fetch = stubFetch({
      'GET /api/webhooks': () => json({ endpoints })(),
      'POST /api/webhooks': () => {
        endpoints = [ENDPOINT];
        return json({ endpoint: ENDPOINT, secret: SECRET }, 201)();
      },
    });
    renderSignedIn(<WebhooksPage />);
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Add endpoint' }));
    expect(dialog.getByText('Webhook URL is required')).toBeVisible();
    await user.click(dialog.getByLabelText('Endpoint URL'));
    await user.paste(ENDPOINT.url);
    await user.click(dialog.getByLabelText('Description (optional)'));
    await user.paste('CRM sync');
    await user.click(dialog.getByRole('checkbox', { name: /link\.clicked/ }));
    await user.click(dialog.getByRole('button', { name: 'Add endpoint' }));

    expect(await screen.findByLabelText('Signing secret')).toHaveValue(SECRET);
    expect(fetch.bodies('POST /api/webhooks')).toEqual([
      { url: ENDPOINT.url, description: 'CRM sync', events: ['link.created', 'link.clicked'] },
    ]);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('heading', { name: ENDPOINT.url })).toBeVisible();
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('shows the delivery log and replays a failed delivery', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({
      'GET /api/webhooks': { body: { endpoints: [ENDPOINT] } },
      'GET /api/webhooks/w1/deliveries': { body: { deliveries: [DELIVERY], next_cursor: null } },
      'POST /api/webhooks/w1/deliveries/msg_1/replay': {
        body: { delivery: { ...DELIVERY, status: 'pending', attempts: 0 } },
      },
    });
    renderSignedIn(<WebhooksPage />);
    await user.click(await screen.findByRole('button', { name: 'Show delivery log' }));
    const row = (await screen.findByRole('rowheader', { name: 'link.created' })).closest('tr');
    const cells = within(row as HTMLElement);
    expect(cells.getByText('failed')).toBeVisible();
    expect(cells.getByText('503')).toBeVisible();
    expect(cells.getByText('12')).toBeVisible();
    await user.click(cells.getByRole('button', { name: /^Replay link\.created/ }));
    expect(await screen.findByText('Delivery queued again')).toBeVisible();
    expect(fetch.paths()).toContain('/api/webhooks/w1/deliveries/msg_1/replay');
  });

  it('disables, sends a test, rotates and deletes after confirming', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({
      'GET /api/webhooks': { body: { endpoints: [ENDPOINT] } },
      'PATCH /api/webhooks/w1': { body: { endpoint: { ...ENDPOINT, enabled: false } } },
      'POST /api/webhooks/w1/test': { body: { delivery: { ...DELIVERY, status: 'pending' } } },
      'POST /api/webhooks/w1/rotate-secret': { body: { secret: SECRET } },
      'DELETE /api/webhooks/w1': { body: { deleted: true } },
    });
    renderSignedIn(<WebhooksPage />);
    await user.click(await screen.findByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('Test event queued')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Webhook disabled')).toBeVisible();
    expect(fetch.bodies('PATCH /api/webhooks/w1')).toEqual([{ enabled: false }]);

    await user.click(screen.getByRole('button', { name: 'Rotate secret' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Rotate secret' }),
    );
    expect(await screen.findByLabelText('Signing secret')).toHaveValue(SECRET);
    await user.click(screen.getByRole('button', { name: 'Done' }));

    await user.click(screen.getByRole('button', { name: `Delete webhook ${ENDPOINT.url}` }));
    const deletes = () => fetch.mock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes()).toEqual([]);
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete webhook' }),
    );
    expect(await screen.findByText('Webhook deleted')).toBeVisible();
    expect(deletes()).toHaveLength(1);
  });

  it("manages the current team's webhooks, and hides the buttons a viewer may not use", async () => {
    const team = {
      id: 't1',
      name: 'Acme',
      role: 'viewer' as const,
      membershipId: 'm1',
      plan: 'enterprise',
    };
    const fetch = stubFetch({
      'GET /api/webhooks?organization_id=t1': {
        body: { endpoints: [{ ...ENDPOINT, organization_id: 't1' }] },
      },
    });
    renderSignedIn(<WebhooksPage />, 'pro', '/', team);
    expect(await screen.findByRole('heading', { name: ENDPOINT.url })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Acme endpoints' })).toBeVisible();
    expect(fetch.paths()).toContain('/api/webhooks?organization_id=t1');
    for (const name of ['Add endpoint', 'Send test', 'Disable', 'Rotate secret', 'Delete'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show delivery log' })).toBeVisible();
  });

  it('offers an admin of the team the same buttons as in Personal', async () => {
    const team = {
      id: 't1',
      name: 'Acme',
      role: 'admin' as const,
      membershipId: 'm1',
      plan: 'enterprise',
    };
    stubFetch({ 'GET /api/webhooks?organization_id=t1': { body: { endpoints: [] } } });
    renderSignedIn(<WebhooksPage />, 'pro', '/', team);
    expect(await screen.findByRole('button', { name: 'Add endpoint' })).toBeVisible();
  });
});

describe('/user/api-access/webhooks in a team workspace', () => {
  it("names the team in every call about the team's endpoints", async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({
      'GET /api/webhooks?organization_id=t1': {
        body: { endpoints: [{ ...ENDPOINT, org_id: 't1' }] },
      },
      'POST /api/webhooks/w1/test': { body: { delivery: DELIVERY } },
      'PATCH /api/webhooks/w1': { body: { endpoint: { ...ENDPOINT, enabled: false } } },
      'GET /api/webhooks/w1/deliveries?organization_id=t1': {
        body: { deliveries: [], next_cursor: null },
      },
      'DELETE /api/webhooks/w1?organization_id=t1': { body: { deleted: true } },
    });
    renderSignedIn(<WebhooksPage />, 'pro', '/', authTeam('t1', 'Acme', 'admin'));
    expect(await screen.findByRole('heading', { name: ENDPOINT.url })).toBeVisible();
    expect(screen.getByText('Acme workspace')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('Test event queued')).toBeVisible();
    expect(fetch.bodies('POST /api/webhooks/w1/test')).toEqual([{ organization_id: 't1' }]);
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Webhook disabled')).toBeVisible();
    expect(fetch.bodies('PATCH /api/webhooks/w1')).toEqual([
      { enabled: false, organization_id: 't1' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Show delivery log' }));
    await screen.findByText(/No deliveries/);
    await user.click(screen.getByRole('button', { name: `Delete webhook ${ENDPOINT.url}` }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete webhook' }),
    );
    expect(await screen.findByText('Webhook deleted')).toBeVisible();
    expect(fetch.paths()).toContain('/api/webhooks/w1?organization_id=t1');
  });

  it('names no team in the personal workspace', async () => {
    const fetch = stubFetch({ 'GET /api/webhooks': { body: { endpoints: [ENDPOINT] } } });
    renderSignedIn(<WebhooksPage />);
    expect(await screen.findByRole('heading', { name: ENDPOINT.url })).toBeVisible();
    expect(screen.getByText('Personal workspace')).toBeVisible();
    expect(fetch.paths().filter((path) => path.includes('organization_id'))).toEqual([]);
  });
});
